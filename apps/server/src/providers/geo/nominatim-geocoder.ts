import type { Geocoder, GeocodedPlace, ReversePlace } from './geo-provider.ts';
import { getJson } from './http-json.ts';
import { createThrottle } from './throttle.ts';

interface NominatimAddress {
  city?: string;
  town?: string;
  village?: string;
  suburb?: string;
  county?: string;
  state?: string;
  country_code?: string;
}
interface NominatimPlace {
  lat: string;
  lon: string;
  name?: string;
  display_name: string;
  address?: NominatimAddress;
}

const townOf = (a: NominatimAddress = {}) => a.town ?? a.city ?? a.village ?? a.suburb ?? a.county ?? null;

function toPlace(p: NominatimPlace): GeocodedPlace {
  return {
    name: p.name || townOf(p.address) || p.display_name.split(',')[0]!.trim(),
    formattedAddress: p.display_name,
    location: { lat: Number(p.lat), lng: Number(p.lon) },
    region: p.address?.county ?? p.address?.state ?? null,
    source: 'nominatim',
  };
}

/**
 * OpenStreetMap's Nominatim. Its usage policy allows one request per second with an
 * identifying User-Agent; results are cached by the caller.
 */
export function createNominatimGeocoder(options: { baseUrl: string; timeoutMs: number; userAgent: string }): Geocoder & { name: string } {
  const throttle = createThrottle({ intervalMs: 1000, maxWaitMs: options.timeoutMs });
  const get = (path: string, params: Record<string, string>) =>
    throttle(() => getJson(`${options.baseUrl}${path}?${new URLSearchParams(params)}`, options));
  return {
    name: 'nominatim',
    async geocode(query) {
      const params = { q: query, format: 'jsonv2', addressdetails: '1', countrycodes: 'ke', limit: '5', 'accept-language': 'en' };
      const results = (await get('/search', params)) as NominatimPlace[];
      if (!Array.isArray(results)) throw new Error('nominatim: unexpected search answer');
      return results.filter((r) => r.address?.country_code === undefined || r.address.country_code === 'ke').map(toPlace);
    },
    async reverse(point) {
      const params = { lat: String(point.lat), lon: String(point.lng), format: 'jsonv2', addressdetails: '1', zoom: '16', 'accept-language': 'en' };
      const result = (await get('/reverse', params)) as NominatimPlace & { error?: string };
      if (result.error || result.address?.country_code !== 'ke') return null;
      const town = townOf(result.address);
      if (!town) return null;
      const place: ReversePlace = { ...toPlace(result), location: point, town, label: `near ${town}` };
      return place;
    },
  };
}
