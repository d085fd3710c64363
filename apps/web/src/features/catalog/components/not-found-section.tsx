import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { StoreIcon } from '../../../components/ui/icons.tsx';

export function NotFoundSection({ what = 'store' }: { what?: 'store' | 'product' }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <div className="flex size-16 items-center justify-center rounded-2xl bg-stone-100 text-stone-500">
        <StoreIcon className="size-8" />
      </div>
      <p className="mt-5 text-sm font-semibold uppercase tracking-wider text-primary-700">404</p>
      <h1 className="mt-2 text-2xl font-bold text-stone-900 sm:text-3xl">We couldn't find that {what}</h1>
      <p className="mt-3 text-stone-600">
        {what === 'store' ? 'The store may have closed or changed its link.' : 'The product may have been removed by its shop.'} Browse what is
        available instead.
      </p>
      <div className="mt-8 flex w-full max-w-xs flex-col gap-3 sm:w-auto sm:max-w-none sm:flex-row">
        <ButtonLink to="/menu">Browse the menu</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Go to the home page
        </ButtonLink>
      </div>
    </section>
  );
}
