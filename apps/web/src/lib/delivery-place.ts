import type { TDeliveryArea, TUser } from '@sokoni/domain/contracts/auth';
import { api } from './api-client.ts';
import { DELIVERY_PLACE_KEY, parseDevicePlace } from './delivery-place-storage.ts';
import { getSession, updateRoleProfile } from './session.ts';

/** 'Delivering to Nakuru': the town or area picked on this device, and its 'lat,lng'. */
export type DeliveryPlace = TDeliveryArea;

const KEY = DELIVERY_PLACE_KEY;
const listeners = new Set<() => void>();
let cached: { raw: string | null; place: DeliveryPlace | null } = { raw: null, place: null };

/** The place kept on this device; null before the first pick. */
export function getDevicePlace(): DeliveryPlace | null {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
  if (raw !== cached.raw) cached = { raw, place: parseDevicePlace(raw) };
  return cached.place;
}

export function subscribeDevicePlace(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function keepOnDevice(place: DeliveryPlace): void {
  localStorage.setItem(KEY, JSON.stringify(place));
  for (const listener of listeners) listener();
}

/**
 * Picks the place lists are sorted for. It is kept on the device at once; a signed-in customer's
 * profile keeps it too, so another phone starts from it. A profile that cannot be saved (offline)
 * leaves the device's choice in place.
 */
export async function chooseDeliveryPlace(place: DeliveryPlace): Promise<void> {
  keepOnDevice(place);
  if (!getSession().user) return;
  try {
    const { user } = await api.put<{ user: TUser }>('/api/user/update-profile', { deliveryArea: place }, { auth: 'user' });
    updateRoleProfile('user', user);
  } catch {
    // The device keeps the choice; the profile catches up at the next pick.
  }
}

/** A signed-in customer on a new device starts from the place their profile remembers. */
export function adoptProfilePlace(profilePlace: DeliveryPlace | null | undefined): void {
  if (profilePlace && !getDevicePlace()) keepOnDevice(profilePlace);
}
