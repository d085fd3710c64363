import { haversineKm, type LatLng } from '@sokoni/domain/geo';
import { nearestPlace, resolveTown, searchPlaces, type Place } from './gazetteer.ts';
import type { GeoProvider, GeocodedPlace } from './geo-provider.ts';
import { isInKenya as insideKenya } from './kenya-border.ts';
import { createLruCache } from './lru-cache.ts';

const SOURCE = 'geonames';

function toGeocoded(place: Place): GeocodedPlace {
  return {
    name: place.name,
    formattedAddress: [place.name, place.region, 'Kenya'].filter(Boolean).join(', '),
    location: { lat: place.lat, lng: place.lng },
    region: place.region,
    source: SOURCE,
  };
}

/**
 * Works with no network: towns from the bundled GeoNames extract, distances as the straight
 * line times a road factor (roads wind; 1.35 is a common rule of thumb for Kenyan towns).
 */
export function createOfflineGeoProvider(options: { roadFactor: number }): GeoProvider {
  // Every quote and order asks both for the same few pins and towns, and the answers only depend
  // on the bundled data: remembered, they skip a border polygon test and a gazetteer lookup.
  const pins = createLruCache<boolean>({ maxEntries: 5000, ttlMs: Infinity });
  const towns = createLruCache<string>({ maxEntries: 5000, ttlMs: Infinity });

  function isInKenya(point: LatLng): boolean {
    const key = `${point.lat},${point.lng}`;
    let inside = pins.get(key);
    if (inside === undefined) pins.set(key, (inside = insideKenya(point)));
    return inside;
  }

  return {
    isInKenya,

    describe(point) {
      return isInKenya(point) ? `near ${nearestPlace(point).place.name}` : '';
    },

    canonicalTown(town) {
      let name = towns.get(town);
      if (name === undefined) towns.set(town, (name = resolveTown(town)?.name ?? town.trim()));
      return name;
    },

    async geocode(query) {
      return searchPlaces(query).map(toGeocoded);
    },

    async reverse(point) {
      if (!isInKenya(point)) return null;
      const { place } = nearestPlace(point);
      const label = `near ${place.name}`;
      return { ...toGeocoded(place), formattedAddress: label, location: point, town: place.name, label };
    },

    async distances(origins, destinations) {
      return origins.map((origin: LatLng) =>
        destinations.map((destination: LatLng) => ({
          km: haversineKm(origin, destination) * options.roadFactor,
          source: 'estimate',
        })),
      );
    },
  };
}
