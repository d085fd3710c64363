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

type Label = (typeof SAVED_LOCATION_LABELS)[number];

/** Add a saved location: a label, a town and a pin on the map. */
export function SavedLocationForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const add = useAddSavedLocation(userId);
  const labelId = useId();
  const { values, set, failure, onSubmit } = useCheckedForm({
    initial: { label: 'Home' as Label, town: '', location: '' },
    check: ({ town, location }) => (!town.trim() || !parseLatLng(location) ? TOWN_AND_PIN_REQUIRED : null),
    failureOf: () => 'There was an error saving your location.',
    async save({ label, town, location }) {
      await add.mutateAsync({ userId, locationData: { label, town: town.trim(), location: location.trim() } });
      showToast('Location saved successfully!');
      onDone();
    },
  });
  const { label, town, location } = values;

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
