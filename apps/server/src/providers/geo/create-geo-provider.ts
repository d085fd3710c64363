import type { AppConfig } from '../../config.ts';
import { withOnlineServices, type FallbackEvent } from './fallback-provider.ts';
import type { GeoProvider } from './geo-provider.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';
import { createOfflineGeoProvider } from './offline-provider.ts';
import { createOsrmDistances } from './osrm-distances.ts';
import { createPhotonGeocoder } from './photon-geocoder.ts';

type GeoConfig = Pick<
  AppConfig,
  'roadFactor' | 'geoProvider' | 'geocoderUrl' | 'distanceProvider' | 'osrmUrl' | 'geoTimeoutMs' | 'publicUrl' | 'logLevel'
>;

/** At most one warning a minute per service, so an outage does not flood the log. */
function throttledWarning(warn: (message: string) => void) {
  const lastWarned = new Map<string, number>();
  return (event: FallbackEvent) => {
    const key = `${event.provider}:${event.operation}`;
    if (Date.now() - (lastWarned.get(key) ?? 0) < 60_000) return;
    lastWarned.set(key, Date.now());
    const reason = event.error instanceof Error ? event.error.message : String(event.error);
    warn(`geo: ${event.provider} ${event.operation} failed (${reason}); using the offline gazetteer`);
  };
}

/** The app's geo provider from configuration: offline unless GEO_PROVIDER / DISTANCE_PROVIDER say otherwise. */
export function createGeoProvider(
  config: GeoConfig,
  options: { onFallback?: (event: FallbackEvent) => void; warn?: (message: string) => void } = {},
): GeoProvider {
  const offline = createOfflineGeoProvider({ roadFactor: config.roadFactor });
  if (config.geoProvider === 'offline' && config.distanceProvider === 'offline') return offline;
  const http = { timeoutMs: config.geoTimeoutMs, userAgent: `Sokoni/1.0 (+${config.publicUrl})` };
  const geocoderUrl = config.geocoderUrl ?? '';
  const geocoder =
    config.geoProvider === 'nominatim'
      ? createNominatimGeocoder({ ...http, baseUrl: geocoderUrl })
      : config.geoProvider === 'photon'
        ? createPhotonGeocoder({ ...http, baseUrl: geocoderUrl })
        : null;
  const router = config.distanceProvider === 'osrm' ? createOsrmDistances({ ...http, baseUrl: config.osrmUrl }) : null;
  return withOnlineServices({
    offline,
    geocoder,
    router,
    onFallback: options.onFallback ?? throttledWarning(options.warn ?? ((m) => config.logLevel !== 'silent' && console.warn(m))),
  });
}
