export const DASHBOARD_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'available', label: 'Available Orders' },
  { id: 'active', label: 'Active Orders' },
  { id: 'completed', label: 'Completed Orders' },
  { id: 'earnings', label: 'Earnings' },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['id'];

export const DEFAULT_TAB: DashboardTab = 'available';

export function tabOf(value: string | null): DashboardTab {
  return DASHBOARD_TABS.some((t) => t.id === value) ? (value as DashboardTab) : DEFAULT_TAB;
}

export const tabId = (tab: DashboardTab) => `driver-tab-${tab}`;
export const panelId = (tab: DashboardTab) => `driver-panel-${tab}`;
