import { useTranslation } from 'react-i18next';
import { LogOutIcon } from '../../../components/ui/icons.tsx';
import { cn } from '../../../lib/cn.ts';
import { DASHBOARD_TABS, TAB_ICONS, type DashboardTab } from './dashboard-tabs.ts';

export interface NavProps {
  active: DashboardTab;
  unreadCount: number;
  onSelect: (tab: DashboardTab) => void;
  onLogout: () => void;
}

function UnreadCount({ count }: { count: number }) {
  const { t } = useTranslation('partner');
  if (count <= 0) return null;
  return (
    <span className="ml-auto rounded-full bg-red-600 px-1.5 py-0.5 text-[11px] font-bold leading-none text-white">
      {count > 99 ? '99+' : count}
      <span className="sr-only">{t('nav.unread')}</span>
    </span>
  );
}

/**
 * The tab row: every tab, then Logout; on a phone it scrolls sideways so each tab stays one tap away.
 * The row is `relative` so that what is positioned inside it (the unread count's screen-reader
 * words) scrolls with it: otherwise those words sit at their place far right of the screen and
 * widen the whole page, and a phone lays the dashboard out wider than its screen.
 */
export function DashboardNav({ active, unreadCount, onSelect, onLogout }: NavProps) {
  const { t } = useTranslation('partner');
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="relative -mx-4 flex gap-1 overflow-x-auto border-y border-stone-200 bg-white p-1.5 shadow-sm sm:mx-0 sm:rounded-2xl sm:border lg:flex-wrap">
        {DASHBOARD_TABS.map((tab) => {
          const Icon = TAB_ICONS[tab];
          const current = tab === active;
          return (
            <li key={tab}>
              <button
                type="button"
                aria-current={current ? 'page' : undefined}
                onClick={() => onSelect(tab)}
                className={cn(
                  'flex h-10 items-center gap-2 whitespace-nowrap rounded-xl px-3.5 text-sm font-semibold transition-colors',
                  current ? 'bg-primary-700 text-white' : 'text-stone-700 hover:bg-stone-100',
                )}
              >
                <Icon className="size-4.5" />
                {t(`tabs.${tab}`)}
                {tab === 'notifications' && <UnreadCount count={unreadCount} />}
              </button>
            </li>
          );
        })}
        <li className="ml-auto hidden lg:block">
          <button type="button" onClick={onLogout} className="flex h-10 items-center gap-2 rounded-xl px-3.5 text-sm font-semibold text-stone-700 hover:bg-red-50 hover:text-red-700">
            <LogOutIcon className="size-4.5" />
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** The hamburger menu's list on phones: the same tabs, then Logout. */
export function MobileMenu({ id, open, active, unreadCount, onSelect, onLogout }: NavProps & { id: string; open: boolean }) {
  const { t } = useTranslation('partner');
  return (
    <nav id={id} aria-label={t('nav.menuLabel')} hidden={!open} className="lg:hidden">
      <ul className="mt-3 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-lg">
        {DASHBOARD_TABS.map((tab) => {
          const Icon = TAB_ICONS[tab];
          const current = tab === active;
          return (
            <li key={tab} className="border-b border-stone-100">
              <button
                type="button"
                aria-current={current ? 'page' : undefined}
                onClick={() => onSelect(tab)}
                className={cn('flex h-12 w-full items-center gap-3 px-4 text-left text-sm font-semibold', current ? 'bg-primary-50 text-primary-800' : 'text-stone-800 hover:bg-stone-50')}
              >
                <Icon className="size-5" />
                {t(`tabs.${tab}`)}
                {tab === 'notifications' && <UnreadCount count={unreadCount} />}
              </button>
            </li>
          );
        })}
        <li>
          <button type="button" onClick={onLogout} className="flex h-12 w-full items-center gap-3 px-4 text-left text-sm font-semibold text-red-700 hover:bg-red-50">
            <LogOutIcon className="size-5" />
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
