import { useParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useStore } from '../api/get-store.ts';
import { useStoreId } from '../api/resolve-store-slug.ts';
import { CatalogDialogsProvider } from '../components/catalog-dialogs.tsx';
import { useCatalogDialogs } from '../components/catalog-dialogs-context.ts';
import { NotFoundSection } from '../components/not-found-section.tsx';
import { StoreHeader } from '../components/store-header.tsx';
import { StoreLoading } from '../components/page-skeletons.tsx';
import { StoreProducts } from '../components/store-products.tsx';
import { useTranslation } from 'react-i18next';

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** /store/{id or slug}: a 24-hex id is used as it is, anything else is resolved as a slug first. */
export function StorePage() {
  const { id: idOrSlug = '' } = useParams();
  return (
    <PageShell cart>
      <CatalogDialogsProvider>
        <Store key={idOrSlug} idOrSlug={idOrSlug} />
      </CatalogDialogsProvider>
    </PageShell>
  );
}

function Store({ idOrSlug }: { idOrSlug: string }) {
  const { t } = useTranslation('catalog');
  const resolved = useStoreId(idOrSlug);
  const store = useStore(resolved.id);
  const { openStore } = useCatalogDialogs();
  useDocumentTitle(store.data?.businessName ?? (store.isError || resolved.error ? t('storePage.notFoundTitle') : t('storePage.title')));

  if (isMissing(resolved.error) || isMissing(store.error)) return <NotFoundSection what="store" />;
  if (resolved.error || store.isError) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <ErrorState message={t('storePage.loadFailed')} onRetry={() => window.location.reload()} />
      </div>
    );
  }
  if (!store.data || !resolved.id) return <StoreLoading />;


  const data = store.data;
  return (
    <>
      <StoreHeader store={data} onShowDetails={() => openStore(data._id, data)} />
      <div className="mx-auto max-w-6xl px-4 pb-28 pt-5 sm:px-6">
        <StoreProducts partnerId={data._id} />
      </div>
    </>
  );
}
