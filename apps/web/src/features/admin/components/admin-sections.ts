import type { ComponentType, SVGProps } from 'react';
import { FlagIcon, MapPinIcon, StoreIcon, TruckIcon } from '../../../components/ui/icons.tsx';
import { GaugeIcon, HistoryIcon, InboxIcon, MegaphoneIcon, ReceiptIcon, TagIcon, UsersIcon, WalletIcon } from './admin-icons.tsx';

export const ADMIN_SECTIONS = ['overview', 'partners', 'drivers', 'customers', 'orders', 'deliveries', 'problems', 'money', 'messages', 'promotions', 'promos', 'audit'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** Each section's icon; its name is `sections.<section>` in the admin catalogue. */
export const SECTION_ICONS: Record<AdminSection, ComponentType<SVGProps<SVGSVGElement>>> = {
  overview: GaugeIcon,
  partners: StoreIcon,
  drivers: TruckIcon,
  customers: UsersIcon,
  orders: ReceiptIcon,
  deliveries: MapPinIcon,
  problems: FlagIcon,
  money: WalletIcon,
  messages: InboxIcon,
  promotions: MegaphoneIcon,
  promos: TagIcon,
  audit: HistoryIcon,
};

/** ?section= in the address, so a section can be bookmarked and Back works; anything else is the overview. */
export function parseSection(value: string | null): AdminSection {
  return (ADMIN_SECTIONS as readonly string[]).includes(value ?? '') ? (value as AdminSection) : 'overview';
}
