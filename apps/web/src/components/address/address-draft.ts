import { ADDRESS_LIMITS, type TDeliveryAddress } from '@sokoni/domain/contracts/delivery-address';
import { normalizeKenyanPhone } from '@sokoni/domain/phone';
import { i18n } from '../../i18n/i18n.ts';

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
  if (draft.landmark.trim().length > ADDRESS_LIMITS.landmark) errors.landmark = i18n.t('address:errors.landmark', { max: ADDRESS_LIMITS.landmark });
  if (draft.building.trim().length > ADDRESS_LIMITS.building) errors.building = i18n.t('address:errors.building', { max: ADDRESS_LIMITS.building });
  if (draft.directions.trim().length > ADDRESS_LIMITS.directions) errors.directions = i18n.t('address:errors.directions', { max: ADDRESS_LIMITS.directions });
  if (draft.contactPhone.trim() && !normalizeKenyanPhone(draft.contactPhone)) errors.contactPhone = i18n.t('address:errors.contactPhone');
  return Object.keys(errors).length ? errors : null;
}

/** Only the parts given, for payloads that stay as the specification sent them when nothing was added. */
export const givenParts = (draft: AddressDraft): Partial<TDeliveryAddress> =>
  Object.fromEntries(Object.entries(addressOf(draft)).filter(([, v]) => v !== null)) as Partial<TDeliveryAddress>;
