import type { TDeliveryArea } from '@sokoni/domain/contracts/auth';

/**
 * How the picked delivery place is kept on the device. Apart from delivery-place.ts (which talks
 * to the API and the session), a plain module with nothing else.
 */
export const DELIVERY_PLACE_KEY = 'deliveryPlace';

export function parseDevicePlace(raw: string | null): TDeliveryArea | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TDeliveryArea>;
    return typeof value.town === 'string' && typeof value.location === 'string' ? { town: value.town, location: value.location } : null;
  } catch {
    return null;
  }
}

export function readDevicePlace(): TDeliveryArea | null {
  try {
    return parseDevicePlace(localStorage.getItem(DELIVERY_PLACE_KEY));
  } catch {
    return null;
  }
}
