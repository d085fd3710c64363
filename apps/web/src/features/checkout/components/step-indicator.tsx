import { cn } from '../../../lib/cn.ts';
import { useTranslation } from 'react-i18next';

const CHECKOUT_STEPS = ['customer', 'order', 'payment'] as const;

/** The three numbered steps; each one is a button that goes straight to that step. */
export function StepIndicator({ step, onSelect }: { step: number; onSelect: (step: number) => void }) {
  const { t } = useTranslation('checkout');
  return (
    <ol className="grid grid-cols-3 gap-2" aria-label={t('steps.label')}>
      {CHECKOUT_STEPS.map((key, index) => {
        const number = index + 1;
        const current = number === step;
        const done = number < step;
        return (
          <li key={key}>
            <button
              type="button"
              onClick={() => onSelect(number)}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex w-full flex-col items-center gap-1 rounded-xl px-1 py-2 text-center text-xs font-semibold transition-colors sm:flex-row sm:justify-center sm:gap-2 sm:text-sm',
                current ? 'bg-primary-50 text-primary-800' : 'text-stone-500 hover:bg-stone-50 hover:text-stone-800',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full text-sm',
                  current ? 'bg-primary-700 text-white' : done ? 'bg-primary-100 text-primary-800' : 'bg-stone-100 text-stone-600',
                )}
              >
                {number}
              </span>
              <span className="leading-tight">
                <span className="sr-only">{t('steps.number', { number })} </span>
                {t(`steps.${key}`)}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
