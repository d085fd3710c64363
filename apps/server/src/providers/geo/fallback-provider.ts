import type { LatLng } from '@sokoni/domain/geo';
import type { DistanceProvider, GeoProvider, Geocoder, GeocodedPlace, ReversePlace, RouteDistance } from './geo-provider.ts';
import { createLruCache } from './lru-cache.ts';
import { placeKey } from './place-names.ts';

export interface FallbackEvent {
  operation: 'geocode' | 'reverse' | 'distances';
  provider: string;
  error: unknown;
}

type Named<T> = T & { name: string };

const CACHE = { maxEntries: 2000, ttlMs: 24 * 60 * 60 * 1000 };
const pointKey = (p: LatLng) => `${p.lat.toFixed(5)},${p.lng.toFixed(5)}`;

/**
 * Puts online services in front of the offline provider: answers are cached, and any failure
 * (network, timeout, rate limit, odd answer) or empty answer is served by the offline gazetteer.
 * Kenya checks and town comparison always use the offline data, so they never depend on a network.
 */
export function withOnlineServices(deps: {
  offline: GeoProvider;
  geocoder: Named<Geocoder> | null;
  router: Named<DistanceProvider> | null;
  onFallback: (event: FallbackEvent) => void;
}): GeoProvider {
  const { offline, geocoder, router } = deps;
  const geocodes = createLruCache<GeocodedPlace[]>(CACHE);
  const reverses = createLruCache<ReversePlace | null>(CACHE);
  const routes = createLruCache<RouteDistance | null>(CACHE);

  async function attempt<T>(operation: FallbackEvent['operation'], provider: string, task: () => Promise<T>): Promise<T | undefined> {
    try {
      return await task();
    } catch (error) {
      deps.onFallback({ operation, provider, error });
      return undefined;
    }
  }

  return {
    isInKenya: offline.isInKenya,
    canonicalTown: offline.canonicalTown,
    describe: offline.describe,

    async geocode(query) {
      if (!geocoder) return offline.geocode(query);
      const key = placeKey(query);
      const cached = geocodes.get(key);
      if (cached) return cached;
      const online = await attempt('geocode', geocoder.name, () => geocoder.geocode(query));
      if (online?.length) geocodes.set(key, online);
      return online?.length ? online : offline.geocode(query);
    },

    async reverse(point) {
      if (!offline.isInKenya(point)) return null;
      if (!geocoder) return offline.reverse(point);
      const key = pointKey(point);
      const cached = reverses.get(key);
      if (cached) return cached;
      const online = await attempt('reverse', geocoder.name, () => geocoder.reverse(point));
      if (online) reverses.set(key, online);
      return online ?? offline.reverse(point);
    },

    async distances(origins, destinations) {
      const estimates = await offline.distances(origins, destinations);
      if (!router) return estimates;
      const pairKey = (i: number, j: number) => `${pointKey(origins[i]!)}>${pointKey(destinations[j]!)}`;
      const known = origins.map((_, i) => destinations.map((_, j) => routes.get(pairKey(i, j))));
      if (known.some((row) => row.some((cell) => cell === undefined))) {
        const routed = await attempt('distances', router.name, () => router.distances(origins, destinations));
        if (!routed) return estimates;
        routed.forEach((row, i) => row.forEach((cell, j) => routes.set(pairKey(i, j), cell)));
        return routed.map((row, i) => row.map((cell, j) => cell ?? estimates[i]![j]!));
      }
      return known.map((row, i) => row.map((cell, j) => cell ?? estimates[i]![j]!));
    },
  };
}
