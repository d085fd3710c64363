import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { BadgeCheckIcon, MapPinIcon, ShieldIcon, TagIcon, TruckIcon } from '../../../components/ui/icons.tsx';
import { useTranslation } from 'react-i18next';

const PROMISES = [
  { icon: TruckIcon, key: 'fastDelivery' },
  { icon: BadgeCheckIcon, key: 'trustedVendors' },
  { icon: TagIcon, key: 'dailyOffers' },
  { icon: ShieldIcon, key: 'secureCheckout' },
] as const;

export function LandingHero() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-primary-800 text-white">
      <div aria-hidden="true" className="absolute -right-24 -top-24 size-72 rounded-full bg-primary-700/70 blur-2xl" />
      <div aria-hidden="true" className="absolute -bottom-32 -left-16 size-72 rounded-full bg-accent-500/20 blur-3xl" />
      <div className="relative mx-auto max-w-6xl px-4 pb-10 pt-10 sm:px-6 sm:pb-14 sm:pt-16">
        <div className="lg:grid lg:grid-cols-[1fr_auto] lg:items-center lg:gap-12">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-accent-300">
              <MapPinIcon className="size-3.5" />
              {t('landingHero.tagline')}
            </p>
            <h1 id="hero-heading" className="mt-4 max-w-2xl text-4xl font-extrabold leading-[1.1] tracking-tight sm:text-5xl">
              {t('landingHero.headingLead')} <span className="text-accent-400">{t('landingHero.headingAccent')}</span>
            </h1>
            <p className="mt-4 max-w-xl text-base text-primary-100 sm:text-lg">
              {t('landingHero.intro')}
            </p>
            <div className="mt-7 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/menu" variant="accent" size="lg">
                {t('landingHero.startShopping')}
              </ButtonLink>
              <ButtonLink to="/offers" size="lg" className="border border-white/30 bg-white/10 hover:bg-white/20 active:bg-white/25">
                {t('landingHero.todaysOffers')}
              </ButtonLink>
            </div>
          </div>
          <div aria-hidden="true" className="relative hidden size-64 lg:block">
            <div className="absolute inset-0 rotate-6 rounded-[3rem] bg-accent-400/25" />
            <img src="/logo.svg" alt="" className="relative size-64 -rotate-3 rounded-[3rem] shadow-2xl ring-8 ring-white/10" />
          </div>
        </div>
        <ul className="mt-10 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {PROMISES.map(({ icon: Icon, key }) => (
            <li key={key} className="rounded-2xl bg-white/10 p-4 ring-1 ring-white/15">
              <Icon className="size-6 text-accent-400" />
              <h2 className="mt-2.5 text-sm font-bold sm:text-base">{t(`landingHero.promises.${key}.title`)}</h2>
              <p className="mt-1 text-xs text-primary-100 sm:text-sm">{t(`landingHero.promises.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
