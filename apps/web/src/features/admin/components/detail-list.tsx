import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** Label / value pairs in columns (long values wrap); empty values read as a dash. */
const COLUMNS = { two: 'grid-cols-2', three: 'grid-cols-2 lg:grid-cols-3' } as const;

export function DetailList({ items, columns = 'two', className }: { items: Array<{ label: string; value: ReactNode }>; columns?: keyof typeof COLUMNS; className?: string }) {
  return (
    <dl className={cn('grid gap-x-4 gap-y-2.5 text-sm sm:gap-x-6', COLUMNS[columns], className)}>
      {items.map(({ label, value }) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-stone-500">{label}</dt>
          <dd className="break-words text-stone-900">{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
