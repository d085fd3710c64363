import type { Geocoder, GeocodedPlace, ReversePlace } from './geo-provider.ts';
import { getJson } from './http-json.ts';
import { createThrottle } from './throttle.ts';

interface PhotonFeature {
  geometry: { coordinates: [number, number] };
  properties: { name?: string; city?: string; district?: string; county?: string; state?: string; country?: string; countrycode?: string };
}

const townOf = (p: PhotonFeature['properties']) => p.city ?? p.name ?? p.district ?? p.county ?? null;

function toPlace(feature: PhotonFeature): GeocodedPlace {
  const p = feature.properties;
  const [lng, lat] = feature.geometry.coordinates;
  return {
    name: p.name ?? townOf(p) ?? 'Unnamed place',
    formattedAddress: [...new Set([p.name, p.city, p.county ?? p.state, p.country ?? 'Kenya'].filter(Boolean))].join(', '),
    location: { lat, lng },
    region: p.county ?? p.state ?? null,
    source: 'photon',
  };
}

function features(body: unknown): PhotonFeature[] {
  const list = (body as { features?: unknown }).features;
  if (!Array.isArray(list)) throw new Error('photon: unexpected answer');
  return (list as PhotonFeature[]).filter((f) => f.properties.countrycode?.toUpperCase() === 'KE');
}

/** Komoot's Photon (OpenStreetMap data, search-as-you-type friendly); kept to a few requests a second. */
export function createPhotonGeocoder(options: { baseUrl: string; timeoutMs: number; userAgent: string }): Geocoder & { name: string } {
  const throttle = createThrottle({ intervalMs: 250, maxWaitMs: options.timeoutMs });
  const get = (path: string, params: Record<string, string>) =>
    throttle(() => getJson(`${options.baseUrl}${path}?${new URLSearchParams(params)}`, options));
  return {
    name: 'photon',
    async geocode(query) {
      // bbox keeps results in and around Kenya: minLon,minLat,maxLon,maxLat
      const body = await get('/api', { q: query, limit: '5', lang: 'en', bbox: '33.9,-4.7,41.9,5.1' });
      return features(body).map(toPlace);
    },
    async reverse(point) {
      const body = await get('/reverse', { lat: String(point.lat), lon: String(point.lng), lang: 'en' });
      const [feature] = features(body);
      if (!feature) return null;
      const town = townOf(feature.properties);
      if (!town) return null;
      const place: ReversePlace = { ...toPlace(feature), location: point, town, label: `near ${town}` };
      return place;
    },
  };
}
