import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { DASHBOARD_TABS, panelId, tabId, type DashboardTab } from './dashboard-tab-ids.ts';

/** The dashboard tabs; arrow keys move between them as in any tab list. */
export function DashboardTabs({ current, onSelect }: { current: DashboardTab; onSelect: (tab: DashboardTab) => void }) {
  const { t } = useTranslation('driver');
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const index = DASHBOARD_TABS.findIndex((t) => t.id === current);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = DASHBOARD_TABS[(index + step + DASHBOARD_TABS.length) % DASHBOARD_TABS.length]!.id;
    onSelect(next);
    refs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={t('header.title')} onKeyDown={onKeyDown} className="grid grid-cols-2 gap-1 rounded-2xl bg-stone-100 p-1 sm:grid-cols-5">
      {DASHBOARD_TABS.map((tab) => {
        const selected = tab.id === current;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[tab.id] = el;
            }}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={cn(
              'flex h-11 items-center justify-center rounded-xl px-2 text-sm font-semibold whitespace-nowrap transition-colors',
              selected ? 'bg-white text-primary-800 shadow-sm' : 'text-stone-600 hover:text-stone-900',
            )}
          >
            {t(`tabs.${tab.id}`)}
          </button>
        );
      })}
    </div>
  );
}
