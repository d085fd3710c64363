import { VEHICLE_TYPES } from '@sokoni/domain/contracts/driver';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { DriverProfileValues } from '../lib/profile-values.ts';
import { LocationSection } from './location-section.tsx';
import { PhotoField } from './photo-field.tsx';
import { ProfileFieldset } from './profile-fieldset.tsx';
import { SelectField } from './select-field.tsx';

export interface DriverProfileFieldsProps {
  values: DriverProfileValues;
  onChange: (values: DriverProfileValues) => void;
  photo: File | null;
  onPhotoChange: (file: File | null) => void;
  currentPhotoUrl: string | null;
  locationError?: string | null;
}

/** Vehicle, emergency contact, current location and photo: the parts of a driver profile. */
export function DriverProfileFields({ values, onChange, photo, onPhotoChange, currentPhotoUrl, locationError }: DriverProfileFieldsProps) {
  const set = <K extends keyof DriverProfileValues>(part: K, key: keyof DriverProfileValues[K]) => ({
    value: String(values[part][key] ?? ''),
    onChange: (event: { target: { value: string } }) => onChange({ ...values, [part]: { ...values[part], [key]: event.target.value } }),
  });
  const vehicle = (key: keyof DriverProfileValues['vehicleDetails']) => set('vehicleDetails', key);
  const contact = (key: keyof DriverProfileValues['emergencyContact']) => set('emergencyContact', key);

  return (
    <div className="space-y-5">
      <ProfileFieldset legend="Vehicle">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Make" name="make" placeholder="e.g. Bajaj" autoComplete="off" {...vehicle('make')} />
          <TextField label="Model" name="model" placeholder="e.g. Boxer 150" autoComplete="off" {...vehicle('model')} />
          <TextField label="Plate number" name="plateNumber" placeholder="e.g. KMDA 123A" autoCapitalize="characters" autoComplete="off" {...vehicle('plateNumber')} />
          <SelectField label="Type" name="type" placeholder="Choose a type" options={VEHICLE_TYPES} {...vehicle('type')} />
          <TextField label="Colour" name="color" placeholder="e.g. Red" autoComplete="off" {...vehicle('color')} />
        </div>
      </ProfileFieldset>

      <ProfileFieldset legend="Emergency contact" description="Someone we can call if something happens on the road.">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Contact name" name="emergencyName" autoComplete="off" {...contact('name')} />
          <TextField label="Contact phone" name="emergencyPhone" type="tel" placeholder="07XX XXX XXX" autoComplete="off" {...contact('phoneNumber')} />
          <TextField label="Relationship" name="relationship" placeholder="e.g. Sister" autoComplete="off" {...contact('relationship')} />
        </div>
      </ProfileFieldset>

      <ProfileFieldset legend="Current location" description="Where you usually wait for orders.">
        <LocationSection
          town={values.currentLocation.town}
          location={values.currentLocation.location}
          onTownChange={(town) => onChange({ ...values, currentLocation: { ...values.currentLocation, town } })}
          onLocationChange={(location) => onChange({ ...values, currentLocation: { ...values.currentLocation, location } })}
          locationError={locationError}
        />
      </ProfileFieldset>

      <ProfileFieldset legend="Photo">
        <PhotoField file={photo} currentUrl={currentPhotoUrl} onChange={onPhotoChange} />
      </ProfileFieldset>
    </div>
  );
}
