import type { TProduct } from '@sokoni/domain/contracts/catalog';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { BagIcon } from '../../../components/ui/icons.tsx';
import { useDataSaver } from '../../../lib/data-saver.ts';
import { addProductToCart } from '../hooks/to-cart-product.ts';
import { DiscountBadge, PriceTag } from './price-tag.tsx';
import { ProductRating } from './product-rating.tsx';
import { quantityLabel } from './quantity-label.ts';
import { ReachLine } from './reach-line.tsx';
import { useTranslation } from 'react-i18next';
import type { TStoreStatus } from '@sokoni/domain/contracts/store-status';
import { useNow } from '../../../components/ui/store-status-badge.tsx';
import { useDeliveryPlace } from '../../../lib/use-delivery-place.ts';
import { whyNotAddable } from '../hooks/why-not-addable.ts';

/**
 * A product in a grid. The name's link is stretched over the card, so a click anywhere opens
 * the product dialog; 'Add to cart' sits above it and only adds. Without the app (a page as the
 * server rendered it, scripts off) the link leads to the product's own page.
 */
export function ProductCard({
  product,
  onOpen,
  showShop = true,
  shopStatus,
}: {
  product: TProduct;
  onOpen: () => void;
  showShop?: boolean;
  /** Whether its shop takes orders now (unknown while the grid asks). */
  shopStatus?: TStoreStatus;
}) {
  const { t } = useTranslation('catalog');
  const soldOut = !product.available;
  const now = useNow();
  const place = useDeliveryPlace();
  const blocked = whyNotAddable(product, shopStatus, place?.town ?? null, now);
  // A product with options is chosen in its dialog: the card's button opens it instead of adding.
  const choosing = (product.options?.length ?? 0) > 0;
  // Data saver: a compact card (no picture until tapped, the essentials only).
  const compact = useDataSaver();
  return (
    <article
      data-testid="product-card"
      data-compact={compact || undefined}
      data-sold-out={soldOut || undefined}
      className="relative data-[sold-out]:opacity-60 data-[sold-out]:grayscale flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a[data-open]:focus-visible]:ring-2 has-[a[data-open]:focus-visible]:ring-primary-600"
    >
      <div className="relative">
        <FallbackImage src={product.primaryImage ?? product.images[0]} alt="" sizes="(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw" className="aspect-square w-full bg-stone-100 object-cover" />
        <DiscountBadge product={product} className="absolute left-2 top-2" />
      </div>
      <div className={compact ? 'flex flex-1 flex-col gap-0.5 p-2' : 'flex flex-1 flex-col gap-1 p-3'}>
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug text-stone-900">
          <a
            href={`/product/${product._id}`}
            data-open
            onClick={(event) => {
              // A new tab or window (a modifier key held) opens the product's page itself.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
              event.preventDefault();
              onOpen();
            }}
            className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {product.name}
          </a>
        </h3>
        {showShop && <p className="truncate text-xs text-stone-500">{product.shop.shopName}</p>}
        <PriceTag product={product} className="text-sm" />
        {!compact && <p className="text-xs text-stone-500">{quantityLabel(product)}</p>}
        {!compact && <ProductRating ratings={product.ratings} />}
        {product.reach && !product.reach.deliversHere && <ReachLine reach={product.reach} />}
        <button
          type="button"
          onClick={() => (choosing ? onOpen() : addProductToCart(product))}
          disabled={blocked !== null}
          aria-label={
            soldOut
              ? t('productCard.soldOutLabel', { name: product.name })
              : product.inventory <= 0
                ? t('productCard.outOfStockLabel', { name: product.name })
                : blocked
                  ? t('productCard.blockedLabel', { name: product.name, reason: blocked })
                  : choosing
                    ? t('options.chooseLabel', { name: product.name })
                    : t('productCard.addLabel', { name: product.name })
          }
          className="relative z-10 mt-auto flex h-10 items-center justify-center gap-1.5 rounded-xl bg-primary-700 text-sm font-semibold text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
        >
          {!blocked && <BagIcon className="size-4" />}
          <span className="truncate px-1">{blocked ?? (choosing ? t('options.chooseButton') : t('productCard.add'))}</span>
        </button>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <div className="aspect-square w-full animate-pulse bg-stone-200" />
      <div className="space-y-2 p-3">
        <div className="h-4 w-5/6 animate-pulse rounded bg-stone-200" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-stone-200" />
        <div className="h-10 w-full animate-pulse rounded-xl bg-stone-200" />
      </div>
    </div>
  );
}
