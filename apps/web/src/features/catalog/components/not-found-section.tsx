import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { StoreIcon } from '../../../components/ui/icons.tsx';
import { useTranslation } from 'react-i18next';

export function NotFoundSection({ what = 'store' }: { what?: 'store' | 'product' }) {
  const { t } = useTranslation('catalog');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <div className="flex size-16 items-center justify-center rounded-2xl bg-stone-100 text-stone-500">
        <StoreIcon className="size-8" />
      </div>
      <p className="mt-5 text-sm font-semibold uppercase tracking-wider text-primary-700">404</p>
      <h1 className="mt-2 text-2xl font-bold text-stone-900 sm:text-3xl">{t(`notFound.${what}.heading`)}</h1>
      <p className="mt-3 text-stone-600">
        {t(`notFound.${what}.reason`)} {t('notFound.browseInstead')}
      </p>
      <div className="mt-8 flex w-full max-w-xs flex-col gap-3 sm:w-auto sm:max-w-none sm:flex-row">
        <ButtonLink to="/menu">{t('notFound.browseMenu')}</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          {t('notFound.home')}
        </ButtonLink>
      </div>
    </section>
  );
}
