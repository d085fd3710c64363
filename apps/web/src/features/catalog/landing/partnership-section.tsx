import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { StoreIcon, TruckIcon } from '../../../components/ui/icons.tsx';
import { useTranslation } from 'react-i18next';

/** 'We All Fit Together': the landing's invitation to vendors and drivers. */
export function PartnershipSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="partnership-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary-700">{t('partnership.eyebrow')}</p>
        <h2 id="partnership-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
          {t('partnership.heading')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-stone-600">
          {t('partnership.intro')}
        </p>
      </div>
      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <article className="flex flex-col rounded-3xl border border-primary-100 bg-primary-50 p-6 sm:p-8">
          <div className="flex size-12 items-center justify-center rounded-2xl bg-primary-700 text-white">
            <StoreIcon className="size-6" />
          </div>
          <h3 className="mt-4 text-xl font-bold text-stone-900">{t('partnership.sell.heading')}</h3>
          <p className="mt-2 flex-1 text-stone-700">
            {t('partnership.sell.text')}
          </p>
          <ButtonLink to="/sign-up-sign-in" className="mt-6 self-start">
            {t('partnership.sell.action')}
          </ButtonLink>
        </article>
        <article className="flex flex-col rounded-3xl border border-accent-300 bg-accent-100 p-6 sm:p-8">
          <div className="flex size-12 items-center justify-center rounded-2xl bg-accent-400 text-stone-900">
            <TruckIcon className="size-6" />
          </div>
          <h3 className="mt-4 text-xl font-bold text-stone-900">{t('partnership.deliver.heading')}</h3>
          <p className="mt-2 flex-1 text-stone-700">
            {t('partnership.deliver.text')}
          </p>
          <ButtonLink to="/driver-signup" variant="accent" className="mt-6 self-start">
            {t('partnership.deliver.action')}
          </ButtonLink>
        </article>
      </div>
    </section>
  );
}
