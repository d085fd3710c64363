import type { TDriver } from '@sokoni/domain/contracts/driver';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { LogOutIcon, UserIcon } from '../../../components/ui/icons.tsx';
import { cn } from '../../../lib/cn.ts';
import { DriverStatusBadge } from './driver-status-badge.tsx';
import { NotificationBell } from './notification-bell.tsx';

const HomeIcon = ({ className }: { className?: string }) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={className}>
    <path d="M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10" />
  </svg>
);

/** Whether new orders and changes reach this page by themselves right now. */
function LiveState({ connected }: { connected: boolean }) {
  const { t } = useTranslation('driver');
  return (
    <span role="status" className="inline-flex items-center gap-1.5 text-xs font-medium text-stone-600">
      <span aria-hidden="true" className={cn('size-2 rounded-full', connected ? 'bg-primary-600' : 'bg-accent-400')} />
      {connected ? t('header.live') : t('header.connecting')}
    </span>
  );
}

export interface DashboardHeaderProps {
  driver: TDriver;
  newOrders: number;
  connected: boolean;
  onBell: () => void;
  onLogout: () => void;
}

/** Who is driving, the approval state, the live connection, and the bell, Home and Logout. */
export function DashboardHeader({ driver, newOrders, connected, onBell, onLogout }: DashboardHeaderProps) {
  const { t } = useTranslation('driver');
  return (
    <section aria-labelledby="driver-heading" className="rounded-3xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-center gap-3">
        <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-primary-700 text-white">
          {driver.profilePhotoUrl ? <FallbackImage src={driver.profilePhotoUrl} alt="" className="size-full object-cover" /> : <UserIcon className="size-6" />}
        </div>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wider text-primary-700">{t('header.title')}</p>
          <h1 id="driver-heading" className="truncate text-lg font-bold text-stone-900 sm:text-xl">
            {driver.fullName || driver.username}
          </h1>
        </div>
        <NotificationBell count={newOrders} onOpen={onBell} />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <DriverStatusBadge driver={driver} />
        <LiveState connected={connected} />
        <div className="ml-auto flex gap-2">
          <ButtonLink to="/" variant="secondary" size="sm">
            <HomeIcon className="size-4" />
            {t('header.home')}
          </ButtonLink>
          <Button variant="secondary" size="sm" onClick={onLogout}>
            <LogOutIcon className="size-4" />
            {t('header.logout')}
          </Button>
        </div>
      </div>
    </section>
  );
}
