import { VEHICLE_TYPES } from '@sokoni/domain/contracts/driver';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('driver');
  const set = <K extends keyof DriverProfileValues>(part: K, key: keyof DriverProfileValues[K]) => ({
    value: String(values[part][key] ?? ''),
    onChange: (event: { target: { value: string } }) => onChange({ ...values, [part]: { ...values[part], [key]: event.target.value } }),
  });
  const vehicle = (key: keyof DriverProfileValues['vehicleDetails']) => set('vehicleDetails', key);
  const contact = (key: keyof DriverProfileValues['emergencyContact']) => set('emergencyContact', key);
  // Each input's value and handler, bound once per render.
  const fields = {
    make: vehicle('make'),
    model: vehicle('model'),
    plateNumber: vehicle('plateNumber'),
    type: vehicle('type'),
    color: vehicle('color'),
    contactName: contact('name'),
    contactPhone: contact('phoneNumber'),
    relationship: contact('relationship'),
  };

  return (
    <div className="space-y-5">
      <ProfileFieldset legend={t('fields.vehicle')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('fields.make')} name="make" placeholder={t('fields.makePlaceholder')} autoComplete="off" {...fields.make} />
          <TextField label={t('fields.model')} name="model" placeholder={t('fields.modelPlaceholder')} autoComplete="off" {...fields.model} />
          <TextField label={t('fields.plate')} name="plateNumber" placeholder={t('fields.platePlaceholder')} autoCapitalize="characters" autoComplete="off" {...fields.plateNumber} />
          <SelectField label={t('fields.type')} name="type" placeholder={t('fields.typePlaceholder')} options={VEHICLE_TYPES} optionLabel={(type) => t(`vehicleType.${type}`, { defaultValue: type })} {...fields.type} />
          <TextField label={t('fields.colour')} name="color" placeholder={t('fields.colourPlaceholder')} autoComplete="off" {...fields.color} />
        </div>
      </ProfileFieldset>

      <ProfileFieldset legend={t('fields.emergency')} description={t('fields.emergencyText')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('fields.contactName')} name="emergencyName" autoComplete="off" {...fields.contactName} />
          <TextField label={t('fields.contactPhone')} name="emergencyPhone" type="tel" placeholder={t('fields.phonePlaceholder')} autoComplete="off" {...fields.contactPhone} />
          <TextField label={t('fields.relationship')} name="relationship" placeholder={t('fields.relationshipPlaceholder')} autoComplete="off" {...fields.relationship} />
        </div>
      </ProfileFieldset>

      <ProfileFieldset legend={t('fields.location')} description={t('fields.locationText')}>
        <LocationSection
          town={values.currentLocation.town}
          location={values.currentLocation.location}
          onTownChange={(town) => onChange({ ...values, currentLocation: { ...values.currentLocation, town } })}
          onLocationChange={(location) => onChange({ ...values, currentLocation: { ...values.currentLocation, location } })}
          locationError={locationError}
        />
      </ProfileFieldset>

      <ProfileFieldset legend={t('fields.photo')}>
        <PhotoField file={photo} currentUrl={currentPhotoUrl} onChange={onPhotoChange} />
      </ProfileFieldset>
    </div>
  );
}
