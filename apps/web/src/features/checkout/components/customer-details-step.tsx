import type { TUser } from '@sokoni/domain/contracts/auth';
import { MapPicker } from '../../../components/map/map-picker.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { AddressFields } from '../../../components/address/address-fields.tsx';
import { draftOf, type AddressDraft, type AddressErrors } from '../../../components/address/address-draft.ts';
import { SavedLocationSelect } from './saved-location-select.tsx';
import { useTranslation } from 'react-i18next';

export interface DeliveryDetails {
  town: string;
  location: string;
  /** Landmark, building, directions and who receives: what gets the rider to the door. */
  address: AddressDraft;
}
export type DeliveryDetailErrors = Partial<Record<'town' | 'location', string>> & { address?: AddressErrors };

/** Step 1: who the order is for (from the profile) and where it goes. */
export function CustomerDetailsStep({
  user,
  details,
  errors,
  onChange,
}: {
  user: TUser;
  details: DeliveryDetails;
  errors: DeliveryDetailErrors;
  onChange: (details: DeliveryDetails) => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('details.name')} value={user.names} readOnly hint={t('details.fromProfile')} />
        <TextField label={t('details.phone')} value={user.phoneNumber} readOnly hint={t('details.riderCalls')} />
      </div>
      <SavedLocationSelect userId={user._id} onPick={(picked) => onChange({ town: picked.town, location: picked.location, address: draftOf(picked) })} />
      <TextField
        label={t('details.town')}
        name="town"
        autoComplete="address-level2"
        value={details.town}
        error={errors.town}
        onChange={(event) => onChange({ ...details, town: event.target.value })}
      />
      <MapPicker
        label={t('details.location')}
        value={details.location}
        town={details.town}
        error={errors.location}
        onChange={(location) => onChange({ ...details, location })}
      />
      <AddressFields value={details.address} errors={errors.address ?? {}} nudge onChange={(address) => onChange({ ...details, address })} idPrefix="delivery" />
    </div>
  );
}
