import { Stars } from '../../../components/ui/stars.tsx';
import { cn } from '../../../lib/cn.ts';
import { useTranslation } from 'react-i18next';

/** A product's stars and number of ratings, or 'No ratings yet'. */
export function ProductRating({ ratings, className }: { ratings: { average: number; count: number }; className?: string }) {
  const { t } = useTranslation('catalog');
  if (ratings.count === 0) return <p className={cn('text-xs text-stone-500', className)}>{t('noRatings')}</p>;
  return (
    <p className={cn('flex items-center gap-1.5 text-xs text-stone-600', className)}>
      <Stars value={ratings.average} size="sm" />
      <span>({ratings.count})</span>
    </p>
  );
}
