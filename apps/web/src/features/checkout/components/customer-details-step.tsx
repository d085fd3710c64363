import type { TUser } from '@sokoni/domain/contracts/auth';
import { MapPicker } from '../../../components/map/map-picker.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { SavedLocationSelect } from './saved-location-select.tsx';

export interface DeliveryDetails {
  town: string;
  location: string;
}

/** Step 1: who the order is for (from the profile) and where it goes. */
export function CustomerDetailsStep({
  user,
  details,
  errors,
  onChange,
}: {
  user: TUser;
  details: DeliveryDetails;
  errors: Partial<Record<keyof DeliveryDetails, string>>;
  onChange: (details: DeliveryDetails) => void;
}) {
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" value={user.names} readOnly hint="From your profile" />
        <TextField label="Phone number" value={user.phoneNumber} readOnly hint="The driver calls this number" />
      </div>
      <SavedLocationSelect userId={user._id} onPick={(picked) => onChange({ town: picked.town, location: picked.location })} />
      <TextField
        label="Town"
        name="town"
        autoComplete="address-level2"
        value={details.town}
        error={errors.town}
        onChange={(event) => onChange({ ...details, town: event.target.value })}
      />
      <MapPicker
        label="Delivery location (lat,lng)"
        value={details.location}
        town={details.town}
        error={errors.location}
        onChange={(location) => onChange({ ...details, location })}
      />
    </div>
  );
}
