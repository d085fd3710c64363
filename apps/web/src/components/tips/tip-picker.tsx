import { useId, useState } from 'react';
import { MAX_TIP, TIP_CHOICES } from '@sokoni/domain/tips';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from 'react-i18next';
import { i18n, intlLocale } from '../../i18n/i18n.ts';

/** The typed 'Other' amount's problem, or null when it is a tip the server takes (whole shillings, 1 to the maximum). */
export function otherTipError(text: string): string | null {
  if (text.trim() === '') return i18n.t('tips:errors.empty');
  // The domain's rules (whyNotTipAmount), said in the screen's language.
  const amount = Number(text.trim());
  if (!Number.isFinite(amount) || !Number.isInteger(amount)) return i18n.t('tips:errors.wholeNumber');
  if (amount < 1) return i18n.t('tips:errors.atLeast');
  if (amount > MAX_TIP) return i18n.t('tips:errors.atMost', { max: MAX_TIP.toLocaleString(intlLocale()) });
  return null;
}

/**
 * Ksh 20 / 50 / 100 / Other, or no tip. `value` is the chosen whole-shilling tip (0 for none);
 * an 'Other' amount that is not a valid tip reports 0 with its error shown under the field.
 */
export function TipPicker({ value, onChange, allowNone = true, legend }: { value: number; onChange: (tip: number) => void; allowNone?: boolean; legend?: string }) {
  const { t } = useTranslation('tips');
  const name = useId();
  const otherId = useId();
  const [other, setOther] = useState(() => (value > 0 && !TIP_CHOICES.includes(value as never) ? String(value) : ''));
  const [otherOn, setOtherOn] = useState(() => value > 0 && !TIP_CHOICES.includes(value as never));
  const error = otherOn ? otherTipError(other) : null;

  const chooseFixed = (amount: number) => {
    setOtherOn(false);
    onChange(amount);
  };
  const typeOther = (text: string) => {
    setOther(text);
    onChange(otherTipError(text) ? 0 : Number(text.trim()));
  };
  const options = [...(allowNone ? [{ label: t('picker.none'), amount: 0 }] : []), ...TIP_CHOICES.map((amount) => ({ label: `Ksh ${amount}`, amount }))];

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold text-stone-900">{legend ?? t('picker.legend')}</legend>
      <p className="text-xs text-stone-600">{t('picker.allToRider')}</p>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => {
          const checked = !otherOn && value === o.amount;
          return (
            <label key={o.label} className={cn('cursor-pointer rounded-full border px-3.5 py-1.5 text-sm font-semibold', checked ? 'border-primary-600 bg-primary-50 text-primary-800' : 'border-stone-200 text-stone-700')}>
              <input type="radio" name={name} className="sr-only" checked={checked} onChange={() => chooseFixed(o.amount)} />
              {o.label}
            </label>
          );
        })}
        <label className={cn('cursor-pointer rounded-full border px-3.5 py-1.5 text-sm font-semibold', otherOn ? 'border-primary-600 bg-primary-50 text-primary-800' : 'border-stone-200 text-stone-700')}>
          <input
            type="radio"
            name={name}
            className="sr-only"
            checked={otherOn}
            onChange={() => {
              setOtherOn(true);
              onChange(otherTipError(other) ? 0 : Number(other.trim()));
            }}
          />
          {t('picker.other')}
        </label>
      </div>
      {otherOn && (
        <div>
          <label htmlFor={otherId} className="block text-sm font-medium text-stone-800">
            {t('picker.otherAmount')}
          </label>
          <input
            id={otherId}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={other}
            onChange={(e) => typeOther(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${otherId}-error` : undefined}
            className="mt-1 w-32 rounded-xl border border-stone-300 px-3 py-2 text-sm"
          />
          {error && (
            <p id={`${otherId}-error`} className="mt-1 text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
