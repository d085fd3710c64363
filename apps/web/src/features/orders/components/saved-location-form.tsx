import { SAVED_LOCATION_LABELS, TOWN_AND_PIN_REQUIRED } from '@sokoni/domain/contracts/locations';
import { parseLatLng } from '@sokoni/domain/geo';
import { useId } from 'react';
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

type Label = (typeof SAVED_LOCATION_LABELS)[number];

/** Add a saved location: a label, a town, a pin on the map, and what helps a rider find it. */
export function SavedLocationForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const add = useAddSavedLocation(userId);
  const labelId = useId();
  const { values, set, failure, errors, onSubmit } = useCheckedForm<{ label: Label; town: string; location: string; address: typeof EMPTY_DRAFT }, { address?: AddressErrors }>({
    initial: { label: 'Home' as Label, town: '', location: '', address: EMPTY_DRAFT },
    check: ({ town, location, address }) => {
      if (!town.trim() || !parseLatLng(location)) return TOWN_AND_PIN_REQUIRED;
      const problems = addressErrors(address);
      return problems ? { address: problems } : null;
    },
    failureOf: () => 'There was an error saving your location.',
    async save({ label, town, location, address }) {
      await add.mutateAsync({ userId, locationData: { label, town: town.trim(), location: location.trim(), ...givenParts(address) } });
      showToast('Location saved successfully!');
      onDone();
    },
  });
  const { label, town, location, address } = values;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-2xl border border-stone-200 p-4">
      <FormAlert message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <FieldLabel htmlFor={labelId}>Label</FieldLabel>
          <select id={labelId} value={label} onChange={(e) => set('label')(e.target.value as Label)} className={inputClasses(false)}>
            {SAVED_LOCATION_LABELS.map((l) => (
              <option key={l}>{l}</option>
            ))}
          </select>
        </div>
        <TextField label="Town" name="saved-town" autoComplete="address-level2" value={town} onChange={(e) => set('town')(e.target.value)} />
      </div>
      <MapPicker value={location} onChange={set('location')} town={town} name="saved-location" />
      <AddressFields value={address} onChange={set('address')} errors={errors.address ?? {}} idPrefix="saved" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={add.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={add.isPending}>
          Save location
        </Button>
      </div>
    </form>
  );
}
