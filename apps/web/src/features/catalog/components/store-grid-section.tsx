import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { StoreIcon } from '../../../components/ui/icons.tsx';
import { openStoresFirst } from '../../../components/ui/store-status-badge.tsx';
import { useStores } from '../api/get-stores.ts';
import { useCatalogDialogs } from './catalog-dialogs-context.ts';
import { StoreCard, StoreCardSkeleton } from './store-card.tsx';

/** Spec section 9: the landing grid shows 8 skeleton cards while loading. */
export const STORE_SKELETONS = 8;

const GRID = 'mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

/** The landing's 'Most Trusted Stores': visible stores, best rated first. */
export function StoreGridSection() {
  const stores = useStores();
  const { openStore } = useCatalogDialogs();
  // Closed and paused stores stay listed, after the ones that take orders now.
  const items = openStoresFirst(stores.data?.pages.flatMap((page) => page.items) ?? []);

  return (
    <section aria-labelledby="stores-heading" className="mx-auto max-w-6xl px-4 pt-12 sm:px-6">
      <h2 id="stores-heading" className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
        Most Trusted Stores
      </h2>
      {stores.isPending ? (
        <div role="status" className={GRID}>
          <span className="sr-only">Loading stores…</span>
          {Array.from({ length: STORE_SKELETONS }, (_, i) => (
            <StoreCardSkeleton key={i} />
          ))}
        </div>
      ) : stores.isError && items.length === 0 ? (
        <ErrorState
          className="mt-5"
          title="Stores unavailable"
          message="We couldn't load stores right now. Please try again."
          onRetry={() => window.location.reload()}
        />
      ) : items.length === 0 ? (
        <EmptyState className="mt-5" icon={<StoreIcon className="size-6" />} title="No stores available yet. Check back soon." />
      ) : (
        <>
          <ul className={GRID}>
            {items.map((store) => (
              <li key={store._id} className="flex">
                <StoreCard store={store} onShowDetails={() => openStore(store._id, store)} />
              </li>
            ))}
          </ul>
          {stores.hasNextPage && (
            <div className="mt-6 flex justify-center">
              <Button variant="secondary" loading={stores.isFetchingNextPage} onClick={() => void stores.fetchNextPage()}>
                Show more stores
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
