import { useId } from 'react';
import { useTranslation } from 'react-i18next';

// Symbols, the same in every language; the buttons' names say what they do.
const MINUS = '\u2212';
const PLUS = '+';

/** Quantity from 1 to `max` (the units in stock). */
export function QuantityStepper({ value, max, onChange }: { value: number; max: number; onChange: (value: number) => void }) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const clamp = (n: number) => Math.max(1, Math.min(Math.max(max, 1), Number.isFinite(n) ? Math.floor(n) : 1));
  const button = 'flex size-11 items-center justify-center text-xl font-semibold text-stone-700 hover:bg-stone-100 disabled:opacity-40';
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {t('quantityStepper.label')}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-xl border border-stone-300 bg-white">
        <button type="button" className={button} aria-label={t('quantityStepper.decrease')} disabled={value <= 1} onClick={() => onChange(clamp(value - 1))}>
          {MINUS}
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          onChange={(event) => onChange(clamp(Number(event.target.value)))}
          className="h-11 w-14 border-x border-stone-300 text-center text-base font-semibold [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button type="button" className={button} aria-label={t('quantityStepper.increase')} disabled={value >= max} onClick={() => onChange(clamp(value + 1))}>
          {PLUS}
        </button>
      </div>
    </div>
  );
}
