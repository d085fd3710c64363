import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

/** Ids that tie a label, a hint and an error to their input. */
export function describedBy(id: string, hint?: ReactNode, error?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function FieldLabel({ htmlFor, children, optional }: { htmlFor: string; children: ReactNode; optional?: boolean }) {
  const { t } = useTranslation('ui');
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-stone-800">
      {children}
      {optional && <span className="font-normal text-stone-500"> {t('field.optional')}</span>}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={`${id}-hint`} className="mt-1.5 text-xs text-stone-500">
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}

export function inputClasses(invalid: boolean, className?: string) {
  return cn(
    'block h-11 w-full rounded-xl border bg-white px-3.5 text-base text-stone-900 shadow-sm transition-colors sm:text-sm',
    'placeholder:text-stone-400 focus:outline-none focus-visible:outline-none focus:ring-2 focus:ring-offset-0',
    'disabled:bg-stone-100 disabled:text-stone-500 read-only:bg-stone-50',
    invalid ? 'border-red-500 focus:border-red-500 focus:ring-red-200' : 'border-stone-300 focus:border-primary-600 focus:ring-primary-200',
    className,
  );
}
