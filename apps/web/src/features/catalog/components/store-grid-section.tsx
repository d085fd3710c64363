import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StoreIcon } from '../../../components/ui/icons.tsx';

/**
 * The landing's 'Most Trusted Stores' area. The store grid, search and category chips are
 * built with the catalogue; until then this section points visitors to the menu.
 */
export function StoreGridSection() {
  return (
    <section aria-labelledby="stores-heading" className="mx-auto max-w-6xl px-4 pt-12 sm:px-6">
      <div className="flex items-end justify-between gap-4">
        <h2 id="stores-heading" className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
          Most Trusted Stores
        </h2>
      </div>
      <EmptyState
        className="mt-5"
        icon={<StoreIcon className="size-6" />}
        title="Store listings are coming soon"
        description="Soon you'll browse every shop in your town right here, with ratings and reviews from other customers."
        action={
          <ButtonLink to="/menu" variant="secondary">
            Go to the menu
          </ButtonLink>
        }
      />
    </section>
  );
}
