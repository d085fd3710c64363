import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PICKABLE_TOWNS } from '@sokoni/domain/kenyan-towns';
import { formatLatLng, type LatLng } from '@sokoni/domain/geo';
import { chooseDeliveryPlace, type DeliveryPlace } from '../../lib/delivery-place.ts';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import type { TGeocodeResponse } from '@sokoni/domain/contracts/geo';
import { api } from '../../lib/api-client.ts';
import { i18n } from '../../i18n/i18n.ts';
import { useDeviceLocation } from '../map/use-device-location.ts';
import { Button } from '../ui/button.tsx';
import { CrosshairIcon } from '../ui/icons.tsx';
import { TextField } from '../ui/text-field.tsx';

const QUICK_TOWNS = PICKABLE_TOWNS.slice(0, 8);
// The header carries this picker on every page: it asks the geocoder itself rather than through
// the map's helpers, whose contracts would bring the validation library into the first bundle.
const geocode = (path: string) => api.get<TGeocodeResponse>(path);

/** The town a reverse-geocoded point is in ('near Juja' -> 'Juja'). */
async function townAt(point: LatLng): Promise<string> {
  const answer = await geocode(`/api/geocode/reverse?lat=${point.lat}&lng=${point.lng}`);
  const result = answer.results[0];
  return result?.address_components.find((c) => c.types.includes('locality'))?.long_name ?? i18n.t('layout:place.myLocation');
}

/**
 * Where the customer shops for: a big town in one tap, any other town by name, or the device's
 * position. Used inline on a first visit, in the header's 'change' dialog and on sign-up.
 * `remember={false}` only tells `onChosen` (sign-up keeps the place in its own form). It draws no
 * form of its own, so it can sit inside another form: Enter in the town field chooses the town.
 */
export function DeliveryPlacePicker({
  onChosen,
  remember = true,
  chosenTown,
}: {
  onChosen?: (place: DeliveryPlace) => void;
  remember?: boolean;
  /** The town already chosen, shown pressed among the quick towns. */
  chosenTown?: string;
}) {
  const { t } = useTranslation('layout');
  const [locationFailure, setLocationFailure] = useState<string | null>(null);
  const choose = (place: DeliveryPlace) => {
    if (remember) void chooseDeliveryPlace(place);
    onChosen?.(place);
  };
  const device = useDeviceLocation((point) => {
    setLocationFailure(null);
    townAt(point)
      .then((town) => choose({ town, location: formatLatLng(point) }))
      .catch(() => choose({ town: t('place.myLocation'), location: formatLatLng(point) }));
  });
  const form = useCheckedForm({
    initial: { town: '' },
    check: ({ town }) => (town.trim().length < 2 ? { town: t('place.townTooShort') } : null),
    onEdit: 'clear',
    failureOf: () => t('place.lookupFailed'),
    save: async (_parsed, { town: typed }) => {
      const town = typed.trim();
      const answer = await geocode(`/api/geocode?address=${encodeURIComponent(town)}`);
      const point = answer.status === 'OK' ? answer.results[0]?.geometry.location : undefined;
      if (!point) {
        form.setErrors({ town: t('place.unknownTown', { town }) });
        return;
      }
      choose({ town: town.replace(/\b\w/g, (c) => c.toUpperCase()), location: formatLatLng(point) });
    },
  });

  const townField = form.bind('town');
  return (
    <div className="space-y-4">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t('place.towns')}>
        {QUICK_TOWNS.map((town) => (
          <li key={town.name}>
            <Button
              variant="secondary"
              size="sm"
              className="w-full aria-pressed:border-primary-600 aria-pressed:bg-primary-50"
              aria-pressed={chosenTown === undefined ? undefined : chosenTown === town.name}
              onClick={() => choose({ town: town.name, location: formatLatLng(town) })}
            >
              {town.name}
            </Button>
          </li>
        ))}
      </ul>
      {device.supported && (
        <div>
          <Button variant="ghost" size="sm" loading={device.locating} onClick={device.locate}>
            <CrosshairIcon className="size-4" aria-hidden="true" />
            {t('place.useMyLocation')}
          </Button>
          {(device.error ?? locationFailure) && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {device.error ?? locationFailure}
            </p>
          )}
        </div>
      )}
      <div className="flex items-end gap-2">
        <TextField
          label={t('place.anotherTown')}
          containerClassName="flex-1"
          autoComplete="address-level2"
          {...townField}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void form.onSubmit(event);
          }}
        />
        <Button type="button" variant="secondary" loading={form.submitting} className="mb-0.5" onClick={(event) => void form.onSubmit(event)}>
          {t('place.chooseTown')}
        </Button>
      </div>
      {form.failure && (
        <p role="alert" className="text-sm text-red-700">
          {form.failure}
        </p>
      )}
    </div>
  );
}
