import { useState } from 'react';
import { categoryName } from '../../../lib/platform-words.ts';
import { Link, useParams } from 'react-router';
import { isObjectId } from '@sokoni/domain/ids';
import { PageShell } from '../../../components/layout/page-shell.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { BagIcon, MapPinIcon } from '../../../components/ui/icons.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cartLimit } from '../../../lib/cart.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useProduct } from '../api/get-product.ts';
import { CatalogDialogsProvider } from '../components/catalog-dialogs.tsx';
import { NotFoundSection } from '../components/not-found-section.tsx';
import { DiscountBadge, PriceTag } from '../components/price-tag.tsx';
import { ProductGallery } from '../components/product-gallery.tsx';
import { ProductReviewsSection } from '../components/product-reviews-section.tsx';
import { quantityLabel } from '../components/quantity-label.ts';
import { ProductLoading } from '../components/page-skeletons.tsx';
import { QuantityStepper } from '../components/quantity-stepper.tsx';
import { storeHref } from '../hooks/search-target.ts';
import { addProductToCart } from '../hooks/to-cart-product.ts';
import { useWhyNotAddable } from '../hooks/why-not-addable.ts';
import { useOptionChoice } from '../hooks/use-option-choice.ts';
import { OptionChooser } from '../components/option-chooser.tsx';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/i18n.ts';

/** /product/{id}: a shareable page for one product. */
export function ProductPage() {
  const { id = '' } = useParams();
  return (
    <PageShell cart>
      <CatalogDialogsProvider>
        <Product key={id} id={id} />
      </CatalogDialogsProvider>
    </PageShell>
  );
}

function Product({ id }: { id: string }) {
  const { t } = useTranslation('catalog');
  const valid = isObjectId(id);
  const product = useProduct(valid ? id.toLowerCase() : null);
  const [quantity, setQuantity] = useState(1);
  const options = useOptionChoice(product.data);
  const blocked = useWhyNotAddable(product.data) ?? (options.missing[0] ? t('options.choose', { group: options.missing[0].name }) : null);
  const missing = !valid || (product.error instanceof ApiError && product.error.status === 404);
  useDocumentTitle(product.data?.name ?? (missing ? t('productPage.notFoundTitle') : t('productPage.title')));

  if (missing) return <NotFoundSection what="product" />;
  if (product.isError) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <ErrorState message={t('productPage.loadFailed')} onRetry={() => void product.refetch()} />
      </div>
    );
  }
  const data = product.data;
  if (!data) return <ProductLoading />;

  const outOfStock = data.inventory <= 0;
  const soldOut = !data.available;
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 pb-28 pt-6 sm:px-6">
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <ProductGallery name={data.name} images={data.images} primaryImage={data.primaryImage} badge={<DiscountBadge product={data} className="absolute left-3 top-3" />} />
        <div className="space-y-4">
          <div>
            <p className="text-sm text-stone-500">
              {categoryName(data.category)}
              {data.subCategory ? ` › ${data.subCategory}` : ''}
            </p>
            <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">{data.name}</h1>
            <Link to={storeHref({ _id: data.shop._id, slug: data.shop.slug })} className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-primary-700 hover:underline">
              <MapPinIcon className="size-4" />
              {data.shop.shopName}, {data.shop.town}
            </Link>
          </div>
          <div aria-live="polite">
            <PriceTag product={options.priced} className="text-2xl" />
          </div>
          <p className="text-sm text-stone-600">
            {quantityLabel(data)} · {soldOut ? t('soldOutToday') : outOfStock ? t('outOfStock') : t('productPage.inStock', { count: data.inventory, number: data.inventory.toLocaleString(intlLocale()) })}
            {data.maxPerOrder ? ` · ${t('productPage.perOrder', { max: data.maxPerOrder })}` : ''}
          </p>
          {data.brand && <p className="text-sm text-stone-600">{t('productPage.brand', { brand: data.brand })}</p>}
          {data.description && <p className="whitespace-pre-line text-stone-700">{data.description}</p>}
          <OptionChooser groups={options.groups} picked={options.picked} onPick={options.pick} missing={options.missing} />
          <div className="flex items-center gap-3">
            <QuantityStepper value={quantity} max={cartLimit(data)} onChange={setQuantity} />
            <Button size="lg" className="flex-1" disabled={blocked !== null} onClick={() => {
                if (!addProductToCart(data, quantity, options.chosen)) return;
                setQuantity(1);
                options.reset();
              }}>
              {!blocked && <BagIcon className="size-5" />}
              {blocked ?? t('addToCart')}
            </Button>
          </div>
          {data.tags.length > 0 && (
            <ul className="flex flex-wrap gap-1.5" aria-label={t('productPage.tags')}>
              {data.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-stone-100 px-2.5 py-1 text-xs text-stone-600">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <ProductReviewsSection product={data} />
    </div>
  );
}
