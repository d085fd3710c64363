import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The picker (towns, 'Use my location') comes after the landing's first screen: it loads on its
// own rather than in the page's first bundle.
const DeliveryPlacePicker = lazy(() => import('../../../components/layout/delivery-place-picker.tsx').then((m) => ({ default: m.DeliveryPlacePicker })));

/** First visit: ask where to deliver, so the grid can show the shops near the customer first. */
export function DeliveryPlacePrompt() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="place-prompt-heading" className="mt-4 rounded-2xl border border-primary-200 bg-primary-50 p-4 sm:p-5">
      <h3 id="place-prompt-heading" className="text-base font-bold text-stone-900">
        {t('placePrompt.heading')}
      </h3>
      <p className="mb-3 mt-1 text-sm text-stone-600">{t('placePrompt.text')}</p>
      <Suspense fallback={null}>
        <DeliveryPlacePicker />
      </Suspense>
    </section>
  );
}
