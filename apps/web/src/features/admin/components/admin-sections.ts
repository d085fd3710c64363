import type { ComponentType, SVGProps } from 'react';
import { FlagIcon, MapPinIcon, StoreIcon, TruckIcon } from '../../../components/ui/icons.tsx';
import { GaugeIcon, HistoryIcon, InboxIcon, MegaphoneIcon, ReceiptIcon, TagIcon, UsersIcon, WalletIcon } from './admin-icons.tsx';

export const ADMIN_SECTIONS = ['overview', 'partners', 'drivers', 'customers', 'orders', 'deliveries', 'problems', 'money', 'messages', 'promotions', 'promos', 'audit'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const SECTION_INFO: Record<AdminSection, { label: string; icon: ComponentType<SVGProps<SVGSVGElement>> }> = {
  overview: { label: 'Overview', icon: GaugeIcon },
  partners: { label: 'Partners', icon: StoreIcon },
  drivers: { label: 'Drivers', icon: TruckIcon },
  customers: { label: 'Customers', icon: UsersIcon },
  orders: { label: 'Orders', icon: ReceiptIcon },
  deliveries: { label: 'Deliveries', icon: MapPinIcon },
  problems: { label: 'Problems', icon: FlagIcon },
  money: { label: 'Money', icon: WalletIcon },
  messages: { label: 'Messages', icon: InboxIcon },
  promotions: { label: 'Promotions', icon: MegaphoneIcon },
  promos: { label: 'Promos', icon: TagIcon },
  audit: { label: 'Audit log', icon: HistoryIcon },
};

/** ?section= in the address, so a section can be bookmarked and Back works; anything else is the overview. */
export function parseSection(value: string | null): AdminSection {
  return (ADMIN_SECTIONS as readonly string[]).includes(value ?? '') ? (value as AdminSection) : 'overview';
}
