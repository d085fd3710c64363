import { cn } from '../../../lib/cn.ts';

/** A row of mutually exclusive filters; scrolls sideways on a narrow phone instead of wrapping. */
export function FilterTabs<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1">
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(option.value)}
            className={cn(
              'h-9 shrink-0 rounded-full border px-3 text-sm sm:px-3.5 font-semibold transition-colors',
              selected ? 'border-primary-700 bg-primary-700 text-white' : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
