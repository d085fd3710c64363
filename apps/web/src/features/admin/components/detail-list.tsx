import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** Label / value pairs, two columns when there is room; empty values read as a dash. */
export function DetailList({ items, dense = false, className }: { items: Array<{ label: string; value: ReactNode }>; dense?: boolean; className?: string }) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-2.5 text-sm', dense ? 'grid-cols-2 lg:grid-cols-3' : 'grid-cols-1 sm:grid-cols-2', className)}>
      {items.map(({ label, value }) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-stone-500">{label}</dt>
          <dd className="break-words text-stone-900">{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
