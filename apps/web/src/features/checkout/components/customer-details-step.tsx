import type { TUser } from '@sokoni/domain/contracts/auth';
import { MapPicker } from '../../../components/map/map-picker.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { AddressFields } from '../../../components/address/address-fields.tsx';
import { draftOf, type AddressDraft, type AddressErrors } from '../../../components/address/address-draft.ts';
import { SavedLocationSelect } from './saved-location-select.tsx';
import { DeliveryPlaceLabel } from './delivery-place-label.tsx';
import { LastDeliveryChoice } from './last-delivery-choice.tsx';
import type { LastDelivery } from '../api/get-last-delivery.ts';
import { useTranslation } from 'react-i18next';

export interface DeliveryDetails {
  town: string;
  location: string;
  /** Landmark, building, directions and who receives: what gets the rider to the door. */
  address: AddressDraft;
}
export type DeliveryDetailErrors = Partial<Record<'town' | 'location', string>> & { address?: AddressErrors };

/** Whether the details already are that place, with the same landmark, building and directions. */
export function isSamePlace(details: DeliveryDetails, last: LastDelivery): boolean {
  const was = draftOf(last.address);
  return details.location.trim() === last.location && details.address.landmark === was.landmark && details.address.building === was.building && details.address.directions === was.directions;
}

/**
 * Step 1: who the order is for (from the profile) and where it goes, in words: the last address
 * first, then the saved places, the device's location or a point on the map; never coordinates.
 */
export function CustomerDetailsStep({
  user,
  details,
  errors,
  onChange,
  last = null,
}: {
  user: TUser;
  details: DeliveryDetails;
  errors: DeliveryDetailErrors;
  onChange: (details: DeliveryDetails) => void;
  /** Where the customer's last order went; offered first. */
  last?: LastDelivery | null;
}) {
  const { t } = useTranslation('checkout');
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('details.name')} value={user.names} readOnly hint={t('details.fromProfile')} />
        <TextField label={t('details.phone')} value={user.phoneNumber} readOnly hint={t('details.riderCalls')} />
      </div>
      <DeliveryPlaceLabel details={details} />
      {last && !isSamePlace(details, last) && (
        <LastDeliveryChoice last={last} onPick={() => onChange({ town: last.town, location: last.location, address: draftOf(last.address) })} />
      )}
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
        coordinates={false}
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
