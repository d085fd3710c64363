import { SAVED_LOCATION_LABELS } from '@sokoni/domain/contracts/locations';
import { parseLatLng } from '@sokoni/domain/geo';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPicker } from '../../../components/map/map-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldLabel, inputClasses } from '../../../components/ui/field-parts.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useAddSavedLocation } from '../../../lib/saved-locations.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { AddressFields } from '../../../components/address/address-fields.tsx';
import { EMPTY_DRAFT, addressErrors, givenParts, type AddressErrors } from '../../../components/address/address-draft.ts';
import { useSavedLocationLabel } from './saved-location-label.ts';

type Label = (typeof SAVED_LOCATION_LABELS)[number];

/** Add a saved location: a label, a town, a pin on the map, and what helps a rider find it. */
export function SavedLocationForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const { t } = useTranslation('orders');
  const labelOf = useSavedLocationLabel();
  const add = useAddSavedLocation(userId);
  const labelId = useId();
  const { values, set, failure, errors, onSubmit } = useCheckedForm<{ label: Label; town: string; location: string; address: typeof EMPTY_DRAFT }, { address?: AddressErrors }>({
    initial: { label: 'Home' as Label, town: '', location: '', address: EMPTY_DRAFT },
    check: ({ town, location, address }) => {
      if (!town.trim() || !parseLatLng(location)) return t('savedLocations.townAndPin');
      const problems = addressErrors(address);
      return problems ? { address: problems } : null;
    },
    failureOf: () => t('savedLocations.saveFailed'),
    async save({ label, town, location, address }) {
      await add.mutateAsync({ userId, locationData: { label, town: town.trim(), location: location.trim(), ...givenParts(address) } });
      showToast(t('savedLocations.saved'));
      onDone();
    },
  });
  const { label, town, location, address } = values;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-2xl border border-stone-200 p-4">
      <FormAlert message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <FieldLabel htmlFor={labelId}>{t('savedLocations.label')}</FieldLabel>
          <select id={labelId} value={label} onChange={(e) => set('label')(e.target.value as Label)} className={inputClasses(false)}>
            {SAVED_LOCATION_LABELS.map((l) => (
              <option key={l} value={l}>
                {labelOf(l)}
              </option>
            ))}
          </select>
        </div>
        <TextField label={t('savedLocations.town')} name="saved-town" autoComplete="address-level2" value={town} onChange={(e) => set('town')(e.target.value)} />
      </div>
      <MapPicker value={location} onChange={set('location')} town={town} name="saved-location" />
      <AddressFields value={address} onChange={set('address')} errors={errors.address ?? {}} idPrefix="saved" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={add.isPending}>
          {t('savedLocations.cancel')}
        </Button>
        <Button type="submit" loading={add.isPending}>
          {t('savedLocations.save')}
        </Button>
      </div>
    </form>
  );
}
