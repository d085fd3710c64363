import type { LatLng } from '@sokoni/domain/geo';
import { getJson } from './http-json.ts';

interface OsrmRouteAnswer {
  code: string;
  message?: string;
  routes?: { distance: number; duration: number }[];
}

/**
 * Road distance along a path of stops from an OSRM server's route service: one request for the
 * whole path (rider, shops still to visit, customer), without the geometry.
 */
export function createOsrmRoute(options: { baseUrl: string; timeoutMs: number; userAgent: string }) {
  return {
    name: 'osrm',
    async pathKm(points: readonly LatLng[]): Promise<number> {
      const coordinates = points.map((p) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`).join(';');
      const url = `${options.baseUrl}/route/v1/driving/${coordinates}?overview=false&alternatives=false&steps=false`;
      const answer = (await getJson(url, options)) as OsrmRouteAnswer;
      const route = answer.routes?.[0];
      if (answer.code !== 'Ok' || !route) throw new Error(`osrm answered ${answer.code}${answer.message ? `: ${answer.message}` : ''}`);
      return route.distance / 1000;
    },
  };
}
