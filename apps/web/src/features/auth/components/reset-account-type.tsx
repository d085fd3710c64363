import { useId } from 'react';
import { cn } from '../../../lib/cn.ts';

export type ResetAccountType = 'User' | 'Partner';

const OPTIONS: Array<{ value: ResetAccountType; description: string }> = [
  { value: 'User', description: 'I order from shops' },
  { value: 'Partner', description: 'I sell on Sokoni' },
];

/** The link in the reset mail says 'User' or 'Partner'; any other value means no choice yet. */
export function accountTypeFromQuery(value: string | null): ResetAccountType | null {
  const lower = value?.trim().toLowerCase();
  return OPTIONS.find((o) => o.value.toLowerCase() === lower)?.value ?? null;
}

/** Which kind of account the reset is for: customers and stores may share an e-mail. */
export function ResetAccountTypeField({ value, onChange }: { value: ResetAccountType | null; onChange: (value: ResetAccountType) => void }) {
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-stone-800">Account type</legend>
      <div className="grid grid-cols-2 gap-2">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-2.5 rounded-xl border p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600',
              value === option.value ? 'border-primary-600 bg-primary-50' : 'border-stone-300 hover:border-stone-400',
            )}
          >
            <input
              type="radio"
              name="accountType"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-labelledby={`${id}-${option.value}`}
              aria-describedby={`${id}-${option.value}-about`}
              className="mt-0.5 size-4 shrink-0 accent-primary-700"
            />
            <span className="min-w-0">
              <span id={`${id}-${option.value}`} className="block font-semibold text-stone-900">
                {option.value}
              </span>
              <span id={`${id}-${option.value}-about`} className="block text-xs text-stone-600">
                {option.description}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
