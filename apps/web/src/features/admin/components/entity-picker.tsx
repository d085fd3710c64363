import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { inputClasses } from '../../../components/ui/field-parts.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { adminKeys } from '../api/query-keys.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';

export interface PickedEntity {
  id: string;
  label: string;
}

/**
 * Picks one store or driver by typing part of its name: matches come from the admin search, the
 * choice shows as a chip that clears with one tap.
 */
export function EntityPicker({
  kind,
  noun,
  label,
  placeholder,
  value,
  onChange,
  search,
}: {
  /** Keeps this picker's matches apart in the query cache. */
  kind: string;
  /** What it picks, for the words around the matches. */
  noun: 'stores' | 'drivers';
  label: string;
  placeholder: string;
  value: PickedEntity | null;
  onChange: (value: PickedEntity | null) => void;
  search: (q: string) => Promise<Array<PickedEntity & { hint?: string }>>;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const q = useDebouncedValue(text.trim());
  const matches = useQuery({ queryKey: adminKeys.picker(kind, q), queryFn: () => search(q), enabled: open && q.length > 0 && !value });

  if (value) {
    return (
      <div>
        <span className="mb-1.5 block text-sm font-medium text-stone-800">{label}</span>
        <span className="flex h-11 items-center gap-2 rounded-xl border border-primary-300 bg-primary-50 pl-3.5 pr-1 text-sm font-medium text-primary-900">
          <span className="min-w-0 flex-1 truncate">{value.label}</span>
          <button
            type="button"
            onClick={() => onChange(null)}
            aria-label={t('entityPicker.clear', { label: label.toLowerCase() })}
            className="flex size-9 shrink-0 items-center justify-center rounded-lg hover:bg-primary-100"
          >
            <CloseIcon className="size-4" />
          </button>
        </span>
      </div>
    );
  }

  const options = matches.data ?? [];
  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={100}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        className={inputClasses(false)}
      />
      {open && q && (
        <ul aria-label={t(`entityPicker.${noun}.matching`)} className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg">
          {matches.isFetching && options.length === 0 && <li className="px-3.5 py-2 text-sm text-stone-500">{t('entityPicker.searching')}</li>}
          {matches.isError && <li className="px-3.5 py-2 text-sm text-red-700">{t('entityPicker.failed')}</li>}
          {!matches.isFetching && matches.isSuccess && options.length === 0 && <li className="px-3.5 py-2 text-sm text-stone-500">{t(`entityPicker.${noun}.noMatch`, { q })}</li>}
          {options.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  onChange({ id: option.id, label: option.label });
                  setText('');
                  setOpen(false);
                }}
                className="block w-full px-3.5 py-2 text-left text-sm hover:bg-stone-50"
              >
                <span className="font-medium text-stone-900">{option.label}</span>
                {option.hint && <span className="block text-xs text-stone-500">{option.hint}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
