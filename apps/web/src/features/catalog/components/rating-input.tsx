import { useState } from 'react';
import { MAX_RATING } from '@sokoni/domain/catalog-rules';
import { cn } from '../../../lib/cn.ts';
import { useTranslation } from 'react-i18next';

const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z';

/**
 * Five star buttons; a click rates at once (spec: a rating click submits immediately).
 * `value` is the rating chosen in this visit, drawn filled.
 */
export function RatingInput({
  value,
  onRate,
  busy = false,
  label,
  error,
}: {
  value: number | null;
  onRate: (rating: number) => void;
  busy?: boolean;
  label?: string;
  error?: string | null;
}) {
  const { t } = useTranslation('catalog');
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <div>
      <div role="group" aria-label={label ?? t('ratingInput.label')} aria-busy={busy || undefined} className="flex items-center gap-1" onMouseLeave={() => setHover(null)}>
        {Array.from({ length: MAX_RATING }, (_, i) => i + 1).map((n) => (
          <button
            key={n}
            type="button"
            disabled={busy}
            aria-label={t('ratingInput.rate', { rating: n })}
            aria-pressed={value === n}
            onMouseEnter={() => setHover(n)}
            onClick={() => onRate(n)}
            className="flex size-11 items-center justify-center rounded-full transition-transform hover:scale-110 disabled:opacity-60 motion-reduce:hover:scale-100"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className={cn('size-8', n <= shown ? 'fill-accent-400' : 'fill-stone-200')}>
              <path d={STAR} />
            </svg>
          </button>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
