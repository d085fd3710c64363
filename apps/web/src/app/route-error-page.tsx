import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { AlertCircleIcon } from '../components/ui/icons.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';

const NotFoundPage = lazy(() => import('./not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));

/** Last line of defence for a page that failed to load or crashed while rendering. */
export function RouteErrorPage() {
  const { t } = useTranslation('app');
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  // A failed lazy chunk usually means a new version was deployed: a reload fetches it.
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-4 text-center">
      <AlertCircleIcon className="size-12 text-red-600" />
      <h1 className="mt-4 text-2xl font-bold text-stone-900">{t('routeError.heading')}</h1>
      <p className="mt-2 text-stone-600">
        {chunkFailed ? t('routeError.newVersion') : t('routeError.notShown')}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        <ButtonLink to="/" variant="secondary" reloadDocument>
          {t('routeError.home')}
        </ButtonLink>
      </div>
    </main>
  );
}
