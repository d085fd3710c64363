import { useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { HomeIcon, LogOutIcon } from '../../../components/ui/icons.tsx';
import { cn } from '../../../lib/cn.ts';

export const DASHBOARD_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'orders', label: 'My Orders' },
  { id: 'past', label: 'My Past Orders' },
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number]['id'];

const tabClass = 'inline-flex h-10 shrink-0 items-center gap-1.5 rounded-xl px-3.5 text-sm font-semibold transition-colors';

/** Profile, My Orders and My Past Orders as tabs (arrow keys move between them), then Logout and Home. */
export function DashboardTabs({ current, onSelect, onLogout }: { current: DashboardTab; onSelect: (tab: DashboardTab) => void; onLogout: () => void }) {
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
    <nav aria-label="Account" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <div className="flex min-w-max items-center gap-1 rounded-2xl border border-stone-200 bg-white p-1 shadow-sm">
        <div role="tablist" aria-label="My account" className="flex gap-1">
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
                className={cn(tabClass, selected ? 'bg-primary-700 text-white shadow-sm' : 'text-stone-700 hover:bg-stone-100')}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        <button type="button" onClick={onLogout} className={cn(tabClass, 'text-stone-700 hover:bg-stone-100')}>
          <LogOutIcon className="size-4" />
          Logout
        </button>
        <Link to="/" className={cn(tabClass, 'text-stone-700 hover:bg-stone-100')}>
          <HomeIcon className="size-4" />
          Home
        </Link>
      </div>
    </nav>
  );
}
