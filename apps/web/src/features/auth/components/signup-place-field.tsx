import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { DeliveryPlacePicker } from '../../../components/layout/delivery-place-picker.tsx';
import { MapPinIcon } from '../../../components/ui/icons.tsx';
import { LocationField } from './location-field.tsx';

/**
 * Where a new customer wants deliveries: a town in one tap, any town by name, or the device's
 * position; nobody types coordinates. The map under 'Pin your door' refines the point.
 */
export function SignupPlaceField({
  town,
  location,
  onChange,
  error,
}: {
  town: string;
  location: string;
  onChange: (place: { town?: string; location: string }) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  const chosen = town.trim() !== '' && location.trim() !== '';
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="space-y-3">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('place.question')}</legend>
      {chosen && (
        <p className="flex items-center gap-2 rounded-xl bg-primary-50 px-3 py-2.5 text-sm font-medium text-primary-900" aria-live="polite">
          <MapPinIcon className="size-4.5 shrink-0 text-primary-700" />
          {t('place.deliveringTo', { town })}
        </p>
      )}
      <DeliveryPlacePicker remember={false} chosenTown={town} onChosen={(place) => onChange({ town: place.town, location: place.location })} />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <details className="rounded-xl border border-stone-200 px-3 py-2">
        <summary className="cursor-pointer text-sm font-semibold text-primary-800">{t('place.pinDoor')}</summary>
        <div className="pt-3">
          <LocationField value={location} onChange={(next) => onChange({ location: next })} town={town} label={t('place.deliveryPoint')} />
        </div>
      </details>
    </fieldset>
  );
}
