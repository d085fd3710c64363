import { usePromotions } from '../../../lib/use-promotions.ts';
import { CategoryChips } from './category-chips.tsx';
import { LandingSearch } from './landing-search.tsx';
import { Marquee } from '../components/marquee.tsx';
import { useTranslation } from 'react-i18next';

/** Under the site header on the landing: the scrolling ad banner, the search box and the category chips. */
export function LandingDiscoveryBar() {
  const { t } = useTranslation('landing');
  const { banner } = usePromotions();
  return (
    <div className="border-b border-stone-200 bg-white">
      <Marquee messages={banner} label={t('landingDiscovery.announcements')} className="bg-accent-400 py-2 text-sm font-medium text-stone-900" />
      <div className="mx-auto max-w-6xl space-y-3 px-4 py-4 sm:px-6">
        <LandingSearch />
        <CategoryChips />
      </div>
    </div>
  );
}
