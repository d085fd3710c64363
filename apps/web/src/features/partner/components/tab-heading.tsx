import type { ReactNode } from 'react';

/** A tab's title row with its actions on the right (wrapping below on narrow screens). */
export function TabHeading({ id, title, description, actions }: { id: string; title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h2 id={id} className="text-lg font-bold text-stone-900 sm:text-xl">{title}</h2>
        {description && <p className="mt-0.5 text-sm text-stone-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
