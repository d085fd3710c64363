import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z';

/** Read-only 5-star display of a rating rounded to whole stars, as the spec shows it. */
export function Stars({ value, className, size = 'md' }: { value: number; className?: string; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('ui');
  const filled = Math.max(0, Math.min(5, Math.round(value)));
  const px = size === 'sm' ? 'size-3.5' : 'size-4.5';
  return (
    <span role="img" aria-label={t('stars.rated', { stars: filled })} className={cn('inline-flex items-center gap-0.5', className)}>
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} viewBox="0 0 24 24" aria-hidden="true" className={cn(px, i < filled ? 'fill-accent-400' : 'fill-stone-200')}>
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
