import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageShell } from '../components/layout/page-shell.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function NotFoundPage() {
  const { t } = useTranslation('app');
  useDocumentTitle(t('notFound.title'));
  const { pathname } = useLocation();
  return (
    <PageShell>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
        <p className="text-7xl font-black tracking-tight text-primary-700 sm:text-8xl">404</p>
        <h1 className="mt-4 text-2xl font-bold text-stone-900 sm:text-3xl">{t('notFound.heading')}</h1>
        {/* Plain sentences around the address, rather than markup in the catalogue: this page is in
            the first bundle, and rendering tags from a sentence needs a parser it can do without. */}
        <p className="mt-3 text-stone-600">
          {t('notFound.nothingAt')}{' '}
          <code className="break-all rounded bg-stone-100 px-1.5 py-0.5 text-sm text-stone-800">{pathname}</code>
        </p>
        <p className="mt-2 text-stone-600">{t('notFound.mayHaveMoved')}</p>
        <div className="mt-8 flex w-full max-w-xs flex-col gap-3 sm:w-auto sm:max-w-none sm:flex-row">
          <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
          <ButtonLink to="/menu" variant="secondary">
            {t('notFound.menu')}
          </ButtonLink>
        </div>
      </section>
    </PageShell>
  );
}
