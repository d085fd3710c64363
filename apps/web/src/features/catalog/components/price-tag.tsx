import { discountPercent, effectivePrice, formatKsh } from '@sokoni/domain/money';
import { cn } from '../../../lib/cn.ts';
import { useTranslation } from 'react-i18next';

/** A product without a discount may carry no discountedPrice, or null: both read the same. */
type Priced = { price: number; discountedPrice?: number | null };

/** What the customer pays, with the old price struck through when discounted. */
export function PriceTag({ product, className }: { product: Priced; className?: string }) {
  const { t } = useTranslation('catalog');
  const paid = effectivePrice(product);
  const discounted = discountPercent(product) > 0;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className="font-bold text-stone-900" data-testid="price">
        {formatKsh(paid)}
      </span>
      {discounted && (
        <s className="text-xs text-stone-500">
          <span className="sr-only">{t('priceTag.was')} </span>
          {formatKsh(product.price)}
        </s>
      )}
    </p>
  );
}

/** '-15%' on discounted products; nothing otherwise. */
export function DiscountBadge({ product, className }: { product: Priced; className?: string }) {
  const { t } = useTranslation('catalog');
  const percent = discountPercent(product);
  if (percent <= 0) return null;
  return (
    <span className={cn('rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-stone-900 shadow-sm', className)}>
      <span className="sr-only">{t('priceTag.discount')} </span>-{percent}%
    </span>
  );
}
