import { useEffect, useSyncExternalStore } from 'react';
import { adoptProfilePlace, getDevicePlace, subscribeDevicePlace, type DeliveryPlace } from './delivery-place.ts';
import { useSession } from './use-session.ts';

/** The place the customer shops for (device first, else their profile's); null before they pick one. */
export function useDeliveryPlace(): DeliveryPlace | null {
  const device = useSyncExternalStore(subscribeDevicePlace, getDevicePlace, () => null);
  const profilePlace = useSession().user?.profile.deliveryArea ?? null;
  useEffect(() => adoptProfilePlace(profilePlace), [profilePlace]);
  return device ?? profilePlace;
}

/** `near` and `town` query parameters for lists sorted by the place. */
export function nearParams(place: DeliveryPlace | null): { near?: string; town?: string } {
  return place ? { near: place.location, town: place.town } : {};
}
