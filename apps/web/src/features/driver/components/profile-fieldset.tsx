import type { ReactNode } from 'react';

/** One titled group of the profile form. */
export function ProfileFieldset({ legend, description, children }: { legend: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold text-stone-900">{legend}</legend>
      {description && <p className="-mt-2 text-sm text-stone-600">{description}</p>}
      {children}
    </fieldset>
  );
}
