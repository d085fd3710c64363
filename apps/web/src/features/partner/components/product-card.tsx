import type { TProduct } from '@sokoni/domain/contracts/catalog';
import { discountPercent, effectivePrice, formatKsh } from '@sokoni/domain/money';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { cn } from '../../../lib/cn.ts';
import { PencilIcon, TrashIcon } from './icons.tsx';
import { SoldOutToggle } from './sold-out-toggle.tsx';
import { unitName } from '../lib/unit-words.ts';

/** One product in the store's own list: picture, name, price (with discount) and stock. */
export function ProductCard({ product, onEdit, onDelete }: { product: TProduct; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('partner');
  const percent = discountPercent(product);
  const outOfStock = product.inventory <= 0;
  return (
    <article className="flex min-w-0 gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm" aria-label={product.name}>
      <div className="relative size-20 shrink-0 overflow-hidden rounded-xl bg-stone-100 sm:size-24">
        <FallbackImage src={product.primaryImage ?? product.images[0]} alt="" className="size-full object-cover" />
        {percent > 0 && <span className="absolute left-1 top-1 rounded-md bg-accent-400 px-1.5 py-0.5 text-[11px] font-bold text-stone-900">-{percent}%</span>}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="line-clamp-2 font-semibold leading-snug text-stone-900">{product.name}</h3>
        <p className="truncate text-xs text-stone-500">
          {product.category}
          {product.subCategory ? ` · ${product.subCategory}` : ''}
        </p>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-bold tabular-nums text-stone-900">{formatKsh(effectivePrice(product))}</span>
          {percent > 0 && <s className="text-xs tabular-nums text-stone-500">{formatKsh(product.price)}</s>}
          <span className="text-xs text-stone-500">
            {t('productCard.per', { quantity: product.quantity, unit: unitName(product.unit) })}
          </span>
        </p>
        <p className={cn('text-xs font-medium', outOfStock ? 'text-red-700' : 'text-stone-600')}>{outOfStock ? t('productCard.outOfStock') : t('productCard.inStock', { count: product.inventory })}</p>
        {!product.available && <p className="text-xs font-semibold text-amber-800">{t('productCard.soldOutToday')}</p>}
        <div className="mt-auto flex flex-wrap justify-end gap-1 pt-2">
          <SoldOutToggle product={product} />
          <button
            type="button"
            onClick={onEdit}
            className="flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-primary-800 hover:bg-primary-50"
            aria-label={t('productCard.editLabel', { name: product.name })}
          >
            <PencilIcon className="size-4" />
            {t('productCard.edit')}
          </button>
          <button
            type="button"
            onClick={onDelete}
            className="flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
            aria-label={t('productCard.deleteLabel', { name: product.name })}
          >
            <TrashIcon className="size-4" />
            {t('productCard.delete')}
          </button>
        </div>
      </div>
    </article>
  );
}
