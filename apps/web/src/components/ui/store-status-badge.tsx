import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreSchedule } from '@sokoni/domain/opening-hours';
import { cn } from '../../lib/cn.ts';
import { storeStatusText } from './store-status-text.ts';

/** The time now, refreshed every half minute so 'back in 20 min' counts down and badges flip at closing time. */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

type Status = Pick<StoreSchedule, 'openNow' | 'paused' | 'pausedUntil' | 'opensAt' | 'closesAt'>;

/** 'Open · closes 22:00', 'Closed · opens tomorrow 08:00' or 'Paused · back in 20 min', in Nairobi time. */
export function StoreStatusBadge({ store, className }: { store: Status; className?: string }) {
  const now = useNow();
  useTranslation('ui'); // re-renders the badge when the language changes
  const tone = store.openNow ? 'bg-primary-50 text-primary-800 ring-primary-200' : store.paused ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-stone-100 text-stone-700 ring-stone-300';
  return (
    <span data-testid="store-status" className={cn('inline-flex w-fit items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1', tone, className)}>
      {storeStatusText(store, now)}
    </span>
  );
}

/** Open stores first, then the rest, each group keeping the order it came in (best rated first). */
export function openStoresFirst<T extends { openNow: boolean }>(stores: readonly T[]): T[] {
  return [...stores.filter((s) => s.openNow), ...stores.filter((s) => !s.openNow)];
}
