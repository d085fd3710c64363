import type { LatLng } from '@sokoni/domain/geo';
import type { DistanceProvider } from './geo-provider.ts';
import { getJson } from './http-json.ts';
import { createThrottle } from './throttle.ts';

interface OsrmTable {
  code: string;
  distances?: (number | null)[][];
  durations?: (number | null)[][];
}

/** Road distances from an OSRM server's table service (one request for the whole matrix). */
export function createOsrmDistances(options: { baseUrl: string; timeoutMs: number; userAgent: string }): DistanceProvider & { name: string } {
  // The public demo server asks for no more than one request per second.
  const throttle = createThrottle({ intervalMs: 1000, maxWaitMs: options.timeoutMs });
  return {
    name: 'osrm',
    async distances(origins: readonly LatLng[], destinations: readonly LatLng[]) {
      const points = [...origins, ...destinations].map((p) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`).join(';');
      const sources = origins.map((_, i) => i).join(';');
      const targets = destinations.map((_, j) => origins.length + j).join(';');
      const url = `${options.baseUrl}/table/v1/driving/${points}?sources=${sources}&destinations=${targets}&annotations=distance,duration`;
      const table = (await throttle(() => getJson(url, options))) as OsrmTable;
      if (table.code !== 'Ok' || !table.distances) throw new Error(`osrm answered ${table.code}`);
      return origins.map((_, i) =>
        destinations.map((_, j) => {
          const metres = table.distances?.[i]?.[j];
          if (metres === null || metres === undefined) return null;
          const seconds = table.durations?.[i]?.[j] ?? undefined;
          return { km: metres / 1000, ...(seconds === undefined || seconds === null ? {} : { seconds }), source: 'osrm' };
        }),
      );
    },
  };
}
