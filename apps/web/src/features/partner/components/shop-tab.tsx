import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProduct } from '@sokoni/domain/contracts/catalog';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { useOwnProducts } from '../api/get-own-products.ts';
import { ListSkeleton } from './list-skeleton.tsx';
import { TabHeading } from './tab-heading.tsx';
import { PlusIcon } from './icons.tsx';
import { DeleteProductDialog } from './delete-product-dialog.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductEditor } from './product-editor.tsx';

/**
 * The store's products. `editing` comes from the address ('new' or a product id) so the
 * phone's back button leaves the form.
 */
export function ShopTab({ partnerId, editing, onEdit }: { partnerId: string; editing: string | null; onEdit: (id: string | null) => void }) {
  const { t } = useTranslation('partner');
  const query = useOwnProducts(partnerId);
  const remove = useDeleteProduct(partnerId);
  const [toDelete, setToDelete] = useState<TProduct | null>(null);
  const products = query.data ?? [];

  if (editing === 'new') return <ProductEditor partnerId={partnerId} onClose={() => onEdit(null)} />;
  if (editing) {
    const product = products.find((p) => p._id === editing);
    if (product) return <ProductEditor key={product._id} partnerId={partnerId} product={product} onClose={() => onEdit(null)} />;
    if (query.isPending) return <ListSkeleton count={1} label={t('shop.loadingProduct')} />;
  }

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => {
        showToast(t('shop.deleted', { name: toDelete.name }));
        setToDelete(null);
      },
      onError: (error) => showToast(messageOf(error, t('shop.deleteFailed')), 'error'),
    });
  };

  return (
    <section aria-labelledby="shop-heading">
      <TabHeading
        id="shop-heading"
        title={t('shop.title')}
        description={query.data ? t('shop.products', { count: products.length }) : t('shop.yourProducts')}
        actions={
          <Button size="sm" onClick={() => onEdit('new')}>
            <PlusIcon className="size-4" />
            {t('shop.addProduct')}
          </Button>
        }
      />
      {query.isPending ? (
        <ListSkeleton label={t('shop.loadingProducts')} />
      ) : products.length === 0 ? (
        <EmptyState
          title={t('shop.empty')}
          description={query.isError ? t('shop.loadFailed') : t('shop.emptyHint')}
          action={
            query.isError ? (
              <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
                {t('shop.tryAgain')}
              </Button>
            ) : (
              <Button onClick={() => onEdit('new')}>
                <PlusIcon className="size-4" />
                {t('shop.addProduct')}
              </Button>
            )
          }
        />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {products.map((product) => (
            <ProductCard key={product._id} product={product} onEdit={() => onEdit(product._id)} onDelete={() => setToDelete(product)} />
          ))}
        </div>
      )}
      <DeleteProductDialog product={toDelete} deleting={remove.isPending} onConfirm={confirmDelete} onClose={() => setToDelete(null)} />
    </section>
  );
}
