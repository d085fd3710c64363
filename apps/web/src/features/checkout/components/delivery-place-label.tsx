import { usePlaceName } from '../../../components/map/use-place-name.ts';
import { MapPinIcon } from '../../../components/ui/icons.tsx';
import type { DeliveryDetails } from './customer-details-step.tsx';
import { useTranslation } from 'react-i18next';

/** The words for a delivery place: the nearest named place, then the landmark and building typed. */
export function placeWords(placeName: string | null, address: { landmark: string; building: string }): string {
  return [placeName, address.landmark.trim(), address.building.trim()].filter(Boolean).join(' · ');
}

/** 'Deliver to: near Kilimani · Opposite Naivas, blue gate · Block C': where the rider will come, in words. */
export function DeliveryPlaceLabel({ details }: { details: DeliveryDetails }) {
  const { t } = useTranslation('checkout');
  const place = usePlaceName(details.location);
  const words = placeWords(place?.tone === 'info' ? place.text : null, details.address);
  return (
    <section aria-label={t('details.deliverTo')} className="flex items-start gap-2 rounded-2xl border border-primary-200 bg-primary-50 p-3.5 text-sm">
      <MapPinIcon className="mt-0.5 size-4 shrink-0 text-primary-700" />
      <p>
        <span className="block font-semibold text-stone-900">{t('details.deliverTo')}</span>
        <span data-testid="delivery-place-label" className="block text-stone-700">
          {words || t('details.noPlaceYet')}
        </span>
      </p>
    </section>
  );
}
