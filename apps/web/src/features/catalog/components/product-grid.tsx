import type { TProduct } from '@sokoni/domain/contracts/catalog';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';
import { useTranslation } from 'react-i18next';
import { useStoreStatuses } from '../api/get-store-status.ts';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

export function ProductGrid({
  products,
  onOpen,
  showShop,
  label,
}: {
  products: TProduct[];
  onOpen: (product: TProduct) => void;
  showShop?: boolean;
  label?: string;
}) {
  const statuses = useStoreStatuses(products.map((p) => p.shop._id));
  return (
    <ul className={GRID} aria-label={label}>
      {products.map((product) => (
        <li key={product._id} className="flex">
          <ProductCard product={product} onOpen={() => onOpen(product)} showShop={showShop} shopStatus={statuses.get(product.shop._id)} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count, label }: { count: number; label?: string }) {
  const { t } = useTranslation('catalog');
  return (
    <div role="status" className={GRID}>
      <span className="sr-only">{label ?? t('loadingProducts')}</span>
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}
