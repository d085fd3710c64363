import { pathKm } from '@sokoni/domain/dispatch';
import type { LatLng } from '@sokoni/domain/geo';
import type { AppConfig } from '../../config.ts';
import { createOsrmRoute } from './osrm-route.ts';

export interface RouteDistance {
  /** Road kilometres along the stops in order; never throws (an unreachable service falls back to the offline estimate). */
  pathKm(points: readonly LatLng[]): Promise<{ km: number; source: 'offline' | 'osrm' }>;
}

/** DISTANCE_PROVIDER=osrm measures remaining routes on OSRM; otherwise the straight line times ROAD_FACTOR. */
export function createRouteDistance(
  config: Pick<AppConfig, 'roadFactor' | 'distanceProvider' | 'osrmUrl' | 'geoTimeoutMs' | 'publicUrl'>,
  warn: (message: string) => void,
): RouteDistance {
  const offline = (points: readonly LatLng[]) => ({ km: pathKm(points, config.roadFactor), source: 'offline' as const });
  if (config.distanceProvider !== 'osrm') return { pathKm: async (points) => offline(points) };
  const osrm = createOsrmRoute({ baseUrl: config.osrmUrl, timeoutMs: config.geoTimeoutMs, userAgent: `Sokoni/1.0 (+${config.publicUrl})` });
  let warnedAt = 0;
  return {
    async pathKm(points) {
      if (points.length < 2) return offline(points);
      try {
        return { km: await osrm.pathKm(points), source: 'osrm' };
      } catch (error) {
        // One line a minute at most: an outage must not flood the log, and riders still get an ETA.
        if (Date.now() - warnedAt > 60_000) {
          warnedAt = Date.now();
          warn(`geo: osrm route failed (${error instanceof Error ? error.message : String(error)}); using the offline estimate`);
        }
        return offline(points);
      }
    },
  };
}
