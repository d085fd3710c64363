import { parseLatLng } from '@sokoni/domain/geo';

/** Turn-by-turn directions in the phone's maps app to a pinned 'lat,lng', or null without a pin. */
export function directionsUrl(location: string | null | undefined): string | null {
  const point = parseLatLng(location);
  if (!point) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${point.lat},${point.lng}`;
}
