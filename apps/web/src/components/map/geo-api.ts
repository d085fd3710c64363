import { queryOptions } from '@tanstack/react-query';
import type { TGeoConfig, TGeocodeResponse } from '@sokoni/domain/contracts/geo';
import { DEFAULT_MAP_CENTRE, MAP_ZOOM, type LatLng } from '@sokoni/domain/geo';
import { GEONAMES_ATTRIBUTION, GEONAMES_ATTRIBUTION_HTML, OSM_TILE_ATTRIBUTION_HTML } from '@sokoni/domain/contracts/geo';
import { api } from '../../lib/api-client.ts';
import { sharedKeys } from '../../lib/query-keys.ts';

/** What the map uses when /api/geo/config cannot be read: OpenStreetMap around Nairobi. */
export const FALLBACK_GEO_CONFIG: TGeoConfig = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: `${OSM_TILE_ATTRIBUTION_HTML} | ${GEONAMES_ATTRIBUTION_HTML}`,
  placesAttribution: GEONAMES_ATTRIBUTION,
  defaultCentre: DEFAULT_MAP_CENTRE,
  zoom: MAP_ZOOM,
};

export const geoConfigQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.geoConfig,
    queryFn: () => api.get<TGeoConfig>('/api/geo/config'),
    staleTime: Infinity,
    retry: 1,
  });

/** A town or address -> its coordinates, or null when nothing matched. */
export async function geocodeTown(town: string, signal?: AbortSignal): Promise<LatLng | null> {
  const answer = await api.get<TGeocodeResponse>(`/api/geocode?address=${encodeURIComponent(town)}`, { signal });
  return answer.status === 'OK' ? (answer.results[0]?.geometry.location ?? null) : null;
}

export function reverseGeocode(point: LatLng, signal?: AbortSignal): Promise<TGeocodeResponse> {
  return api.get<TGeocodeResponse>(`/api/geocode/reverse?lat=${point.lat}&lng=${point.lng}`, { signal });
}
