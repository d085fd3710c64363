import { useLocation } from 'react-router';
import { PageShell } from '../components/layout/page-shell.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <PageShell>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
        <p className="text-7xl font-black tracking-tight text-primary-700 sm:text-8xl">404</p>
        <h1 className="mt-4 text-2xl font-bold text-stone-900 sm:text-3xl">We couldn't find that page</h1>
        <p className="mt-3 text-stone-600">
          Nothing lives at <code className="break-all rounded bg-stone-100 px-1.5 py-0.5 text-sm text-stone-800">{pathname}</code>. It may
          have moved, or the link may be mistyped.
        </p>
        <div className="mt-8 flex w-full max-w-xs flex-col gap-3 sm:w-auto sm:max-w-none sm:flex-row">
          <ButtonLink to="/">Go to the home page</ButtonLink>
          <ButtonLink to="/menu" variant="secondary">
            Browse the menu
          </ButtonLink>
        </div>
      </section>
    </PageShell>
  );
}
