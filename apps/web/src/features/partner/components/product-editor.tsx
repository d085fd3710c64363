import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TProduct } from '@sokoni/domain/contracts/catalog';
import { ArrowLeftIcon } from '../../../components/ui/icons.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { createProduct } from '../api/create-product.ts';
import { updateProduct } from '../api/update-product.ts';
import { ProductForm, type SaveProduct } from './product-form.tsx';
import { partnerKeys } from '../api/query-keys.ts';
import { useOwnProducts } from '../api/get-own-products.ts';

/** The product form as a page of the Shop tab, for a new product or an existing one. */
export function ProductEditor({ partnerId, product, onClose }: { partnerId: string; product?: TProduct; onClose: () => void }) {
  const { t } = useTranslation('partner');
  const queryClient = useQueryClient();
  const shopProducts = useOwnProducts(partnerId).data;
  const save: SaveProduct = async (submission, onProgress) => {
    if (product) await updateProduct(product._id, submission, onProgress);
    else await createProduct(submission, onProgress);
    await queryClient.invalidateQueries({ queryKey: partnerKeys.products(partnerId) });
    showToast(product ? t('productEditor.updated') : t('productEditor.added'));
    onClose();
  };
  return (
    <section aria-labelledby="product-editor-heading" className="rounded-3xl border border-stone-200 bg-white p-4 sm:p-6">
      <button type="button" onClick={onClose} className="mb-3 inline-flex items-center gap-1.5 text-sm font-semibold text-stone-600 hover:text-stone-900">
        <ArrowLeftIcon className="size-4" />
        {t('productEditor.back')}
      </button>
      <h2 id="product-editor-heading" className="mb-5 text-lg font-bold text-stone-900 sm:text-xl">
        {product ? t('productEditor.editHeading', { name: product.name }) : t('productEditor.addHeading')}
      </h2>
      <ProductForm shopId={partnerId} product={product} save={save} onCancel={onClose} shopProducts={shopProducts} />
    </section>
  );
}
