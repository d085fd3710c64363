import { z } from 'zod';
import { zLocation, zObjectId } from './common.ts';
import { ZDeliveryAddress, zDeliveryAddressInput } from './delivery-address.ts';

export const SAVED_LOCATION_LABELS = ['Home', 'Office', 'Other'] as const;
export const MAX_SAVED_LOCATIONS = 20;
export const TOWN_AND_PIN_REQUIRED = 'Please enter both a town and pin your location.';

export const ZSavedLocation = z.object({ _id: z.string(), label: z.string(), town: z.string(), location: z.string() }).extend(ZDeliveryAddress.partial().shape);
export type TSavedLocation = z.infer<typeof ZSavedLocation>;

const ZLocationData = z.object(
  {
    label: z.enum(SAVED_LOCATION_LABELS, { error: 'label must be Home, Office or Other' }),
    town: z.string({ error: TOWN_AND_PIN_REQUIRED }).trim().min(1, TOWN_AND_PIN_REQUIRED).max(80, 'town must be at most 80 characters'),
    location: zLocation('location', TOWN_AND_PIN_REQUIRED),
    // Beside the spec's three: what helps a rider find the door.
    ...zDeliveryAddressInput('').shape,
  },
  { error: TOWN_AND_PIN_REQUIRED },
);

/** Only the rider-findable details of a saved location change; its label and pin stay as saved. */
export const ZSavedLocationAddressRequest = zDeliveryAddressInput('');
export const ZSavedLocationAddressResponse = z.object({ message: z.string(), location: ZSavedLocation });

/**
 * The spec's `{ userId, locationData: { label, town, location } }`. Clients that send the three
 * fields beside userId (flat) are understood too: they are moved into locationData first.
 */
export const ZAddSavedLocationRequest = z.preprocess(
  (body) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body) || 'locationData' in body) return body;
    const { label, town, location, landmark, building, directions, contactPhone, ...rest } = body as Record<string, unknown>;
    return { ...rest, locationData: { label, town, location, landmark, building, directions, contactPhone } };
  },
  z.object({ userId: zObjectId('userId'), locationData: ZLocationData }),
);
export type TAddSavedLocationRequest = { userId: string; locationData: z.input<typeof ZLocationData> };

export const ZAddSavedLocationResponse = z.object({ message: z.string(), location: ZSavedLocation });
/** GET /api/users/getSavedLocations/{userId} answers `{ locations }`, as the spec's client reads it. */
export const ZSavedLocationsResponse = z.object({ locations: z.array(ZSavedLocation) });
export type TSavedLocationsResponse = z.infer<typeof ZSavedLocationsResponse>;
