export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in kilometres (haversine). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Locations travel as 'lat,lng' strings (the shape the distance call joins with pipes). */
export function parseLatLng(value: string | null | undefined): LatLng | null {
  if (!value) return null;
  const parts = value.split(',').map((p) => p.trim());
  if (parts.length !== 2) return null;
  const lat = Number(parts[0]);
  const lng = Number(parts[1]);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return null;
  return { lat, lng };
}

export function formatLatLng(point: LatLng): string {
  return `${point.lat.toFixed(6)},${point.lng.toFixed(6)}`;
}

/** Rough bounding box of Kenya, used to refuse points that cannot be delivered to. */
const KENYA_BOUNDS = { south: -4.9, north: 5.1, west: 33.8, east: 42.0 } as const;

export function isInKenya(point: LatLng): boolean {
  return (
    point.lat >= KENYA_BOUNDS.south &&
    point.lat <= KENYA_BOUNDS.north &&
    point.lng >= KENYA_BOUNDS.west &&
    point.lng <= KENYA_BOUNDS.east
  );
}

export const DEFAULT_MAP_CENTRE: LatLng = { lat: -1.286389, lng: 36.817223 };
export const DRIVER_MAP_CENTRE: LatLng = { lat: -1.2921, lng: 36.8219 };
export const MAP_ZOOM = 15;
