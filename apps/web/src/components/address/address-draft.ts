import { ADDRESS_LIMITS, type TDeliveryAddress } from '@sokoni/domain/contracts/delivery-address';
import { normalizeKenyanPhone } from '@sokoni/domain/phone';

/** The address details as a form holds them: text, '' for not given. */
export interface AddressDraft {
  landmark: string;
  building: string;
  directions: string;
  contactPhone: string;
}
export type AddressErrors = Partial<Record<keyof AddressDraft, string>>;

export const EMPTY_DRAFT: AddressDraft = { landmark: '', building: '', directions: '', contactPhone: '' };

/** A saved location's (or an order's) details, ready to edit. */
export const draftOf = (address: Partial<TDeliveryAddress> | null | undefined): AddressDraft => ({
  landmark: address?.landmark ?? '',
  building: address?.building ?? '',
  directions: address?.directions ?? '',
  contactPhone: address?.contactPhone ?? '',
});

/** What the API takes: trimmed, blanks as null. */
export const addressOf = (draft: AddressDraft): TDeliveryAddress => ({
  landmark: draft.landmark.trim() || null,
  building: draft.building.trim() || null,
  directions: draft.directions.trim() || null,
  contactPhone: draft.contactPhone.trim() || null,
});

/** The same rules as the server's, said before anything is sent. */
export function addressErrors(draft: AddressDraft): AddressErrors | null {
  const errors: AddressErrors = {};
  if (draft.landmark.trim().length > ADDRESS_LIMITS.landmark) errors.landmark = `Keep the landmark to ${ADDRESS_LIMITS.landmark} characters.`;
  if (draft.building.trim().length > ADDRESS_LIMITS.building) errors.building = `Keep this to ${ADDRESS_LIMITS.building} characters.`;
  if (draft.directions.trim().length > ADDRESS_LIMITS.directions) errors.directions = `Keep the directions to ${ADDRESS_LIMITS.directions} characters.`;
  if (draft.contactPhone.trim() && !normalizeKenyanPhone(draft.contactPhone)) errors.contactPhone = 'Enter a Kenyan phone number, like 0712 345 678.';
  return Object.keys(errors).length ? errors : null;
}

/** Only the parts given, for payloads that stay as the specification sent them when nothing was added. */
export const givenParts = (draft: AddressDraft): Partial<TDeliveryAddress> =>
  Object.fromEntries(Object.entries(addressOf(draft)).filter(([, v]) => v !== null)) as Partial<TDeliveryAddress>;
