/** The tabs in their order; each one's name is `tabs.<id>` in the driver catalogue. */
export const DASHBOARD_TABS = [{ id: 'profile' }, { id: 'available' }, { id: 'active' }, { id: 'completed' }, { id: 'earnings' }] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['id'];

export const DEFAULT_TAB: DashboardTab = 'available';

export function tabOf(value: string | null): DashboardTab {
  return DASHBOARD_TABS.some((t) => t.id === value) ? (value as DashboardTab) : DEFAULT_TAB;
}

export const tabId = (tab: DashboardTab) => `driver-tab-${tab}`;
export const panelId = (tab: DashboardTab) => `driver-panel-${tab}`;
