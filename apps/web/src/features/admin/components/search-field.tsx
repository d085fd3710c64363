import { useId } from 'react';
import { cn } from '../../../lib/cn.ts';
import { inputClasses } from '../../../components/ui/field-parts.tsx';
import { SearchIcon } from './admin-icons.tsx';

/** A labelled search box (the label is for screen readers; the placeholder says what it searches). */
export function SearchField({ label, placeholder, value, onChange, className }: { label: string; placeholder: string; value: string; onChange: (value: string) => void; className?: string }) {
  const id = useId();
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute left-3.5 top-1/2 size-4.5 -translate-y-1/2 text-stone-400" />
      <input
        id={id}
        type="search"
        value={value}
        maxLength={100}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className={inputClasses(false, 'pl-10')}
      />
    </div>
  );
}
