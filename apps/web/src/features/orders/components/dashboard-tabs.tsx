import { useTranslation } from 'react-i18next';
import { useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { HomeIcon, LogOutIcon } from '../../../components/ui/icons.tsx';
import { cn } from '../../../lib/cn.ts';

/** Each tab's name is `dashboard.tabs.<id>` in the orders catalogue. */
export const DASHBOARD_TABS = [{ id: 'profile' }, { id: 'orders' }, { id: 'past' }] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number]['id'];

const actionClass =
  'inline-flex h-10 items-center gap-1.5 rounded-xl border border-stone-200 bg-white px-3 text-sm font-semibold text-stone-700 shadow-sm hover:border-primary-300 hover:text-primary-800';

/** Home and Logout sit beside the greeting; they leave the page rather than switch a tab. */
export function DashboardActions({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <div className="flex shrink-0 gap-2">
      <Link to="/" className={actionClass}>
        <HomeIcon className="size-4" />
        {t('dashboard.home')}
      </Link>
      <button type="button" onClick={onLogout} className={actionClass}>
        <LogOutIcon className="size-4" />
        {t('dashboard.logout')}
      </button>
    </div>
  );
}

/** Profile, My Orders and My Past Orders as tabs; arrow keys move between them. */
export function DashboardTabs({ current, onSelect }: { current: DashboardTab; onSelect: (tab: DashboardTab) => void }) {
  const { t } = useTranslation('orders');
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + DASHBOARD_TABS.length) % DASHBOARD_TABS.length;
    onSelect(DASHBOARD_TABS[next]!.id);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={t('dashboard.myAccount')} className="grid grid-cols-3 gap-1 rounded-2xl border border-stone-200 bg-white p-1 shadow-sm">
      {DASHBOARD_TABS.map((tab, index) => {
        const selected = tab.id === current;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={selected}
            aria-controls={`panel-${tab.id}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'min-h-10 rounded-xl px-2 py-1.5 text-sm font-semibold leading-tight transition-colors',
              selected ? 'bg-primary-700 text-white shadow-sm' : 'text-stone-700 hover:bg-stone-100',
            )}
          >
            {t(`dashboard.tabs.${tab.id}`)}
          </button>
        );
      })}
    </div>
  );
}
