import type { ComponentType, SVGProps } from 'react';
import { FlagIcon, StoreIcon, UserIcon } from '../../../components/ui/icons.tsx';
import { BellIcon, ChartIcon, ClockIcon, ReceiptIcon, ShareIcon, WalletIcon } from './icons.tsx';

/** Orders first: a shop at work opens on its live orders; products, hours, statement, sales and profile sit one tap away. */
export const DASHBOARD_TABS = ['orders', 'shop', 'hours', 'earnings', 'sales', 'profile', 'problems', 'share', 'notifications'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** Each tab's icon; its name is `tabs.{tab}` in the `partner` catalogue. */
export const TAB_ICONS: Record<DashboardTab, ComponentType<SVGProps<SVGSVGElement>>> = {
  profile: UserIcon,
  shop: StoreIcon,
  hours: ClockIcon,
  orders: ReceiptIcon,
  problems: FlagIcon,
  sales: ChartIcon,
  earnings: WalletIcon,
  share: ShareIcon,
  notifications: BellIcon,
};

export function parseTab(value: string | null): DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? '') ? (value as DashboardTab) : 'orders';
}
