import type { ComponentType, SVGProps } from 'react';
import { FlagIcon, StoreIcon, UserIcon } from '../../../components/ui/icons.tsx';
import { BellIcon, ChartIcon, ClockIcon, ReceiptIcon, ShareIcon, WalletIcon } from './icons.tsx';

export const DASHBOARD_TABS = ['profile', 'shop', 'hours', 'orders', 'problems', 'sales', 'earnings', 'share', 'notifications'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const TAB_INFO: Record<DashboardTab, { label: string; icon: ComponentType<SVGProps<SVGSVGElement>> }> = {
  profile: { label: 'Profile', icon: UserIcon },
  shop: { label: 'Shop', icon: StoreIcon },
  hours: { label: 'Hours', icon: ClockIcon },
  orders: { label: 'Orders', icon: ReceiptIcon },
  problems: { label: 'Problems', icon: FlagIcon },
  sales: { label: 'Sales', icon: ChartIcon },
  earnings: { label: 'Earnings', icon: WalletIcon },
  share: { label: 'Share', icon: ShareIcon },
  notifications: { label: 'Notifications', icon: BellIcon },
};

export function parseTab(value: string | null): DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? '') ? (value as DashboardTab) : 'profile';
}
