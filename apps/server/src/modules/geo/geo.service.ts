import {
  GEONAMES_ATTRIBUTION,
  GEONAMES_ATTRIBUTION_HTML,
  MAX_DISTANCE_POINTS,
  OSM_TILE_ATTRIBUTION_HTML,
  OUTSIDE_KENYA_MESSAGE,
  type TDistanceElement,
  type TDistanceResponse,
  type TGeoConfig,
  type TGeocodeResponse,
} from '@sokoni/domain/contracts/geo';
import { DEFAULT_MAP_CENTRE, MAP_ZOOM, parseLatLng, type LatLng } from '@sokoni/domain/geo';
import type { AppConfig } from '../../config.ts';
import { badRequest } from '../../lib/errors.ts';
import type { GeoProvider } from '../../providers/geo/geo-provider.ts';
import { toDistanceElement, toGeocodeResult } from './google-shapes.ts';

interface Endpoint {
  text: string;
  point: LatLng | null;
}

export function createGeoService(deps: { geo: GeoProvider; config: Pick<AppConfig, 'mapTileUrl' | 'mapTileAttribution'> }) {
  const { geo } = deps;

  /** 'lat,lng' pairs are used as given; anything else is looked up as a Kenyan place name. */
  async function resolveEndpoints(list: string, label: string): Promise<Endpoint[]> {
    const texts = list.split('|').map((t) => t.trim());
    if (texts.length > MAX_DISTANCE_POINTS) {
      throw badRequest(`At most ${MAX_DISTANCE_POINTS} ${label} can be measured at once.`, { status: 'MAX_DIMENSIONS_EXCEEDED' });
    }
    return Promise.all(
      texts.map(async (text) => {
        if (!text) return { text, point: null };
        const point = parseLatLng(text) ?? (/^[-\d.,\s]+$/.test(text) ? null : ((await geo.geocode(text))[0]?.location ?? null));
        return { text, point };
      }),
    );
  }

  return {
    /** Google's Distance Matrix shape: a bad point is an element status, never an error for the whole call. */
    async distanceMatrix(originsText: string, destinationsText: string): Promise<TDistanceResponse> {
      const [origins, destinations] = await Promise.all([
        resolveEndpoints(originsText, 'origins'),
        resolveEndpoints(destinationsText, 'destinations'),
      ]);
      const usable = (e: Endpoint) => e.point !== null && geo.isInKenya(e.point);
      const from = origins.filter(usable);
      const to = destinations.filter(usable);
      const measured = from.length && to.length ? await geo.distances(from.map((e) => e.point!), to.map((e) => e.point!)) : [];
      const rows = origins.map((origin) => ({
        elements: destinations.map((destination): TDistanceElement => {
          if (!origin.point || !destination.point) return { status: 'NOT_FOUND' };
          const route = usable(origin) && usable(destination) ? measured[from.indexOf(origin)]?.[to.indexOf(destination)] : null;
          return route ? toDistanceElement(route) : { status: 'ZERO_RESULTS' };
        }),
      }));
      const address = (e: Endpoint) => (e.point ? geo.describe(e.point) || e.text : '');
      return { status: 'OK', origin_addresses: origins.map(address), destination_addresses: destinations.map(address), rows };
    },

    async geocode(address: string): Promise<TGeocodeResponse> {
      const places = await geo.geocode(address);
      return { status: places.length ? 'OK' : 'ZERO_RESULTS', results: places.map(toGeocodeResult) };
    },

    async reverse(point: LatLng): Promise<TGeocodeResponse> {
      if (!geo.isInKenya(point)) {
        return { status: 'ZERO_RESULTS', results: [], error_message: OUTSIDE_KENYA_MESSAGE, message: OUTSIDE_KENYA_MESSAGE };
      }
      const place = await geo.reverse(point);
      return place ? { status: 'OK', results: [toGeocodeResult(place)] } : { status: 'ZERO_RESULTS', results: [] };
    },

    mapConfig(): TGeoConfig {
      const tiles = deps.config.mapTileAttribution ?? OSM_TILE_ATTRIBUTION_HTML;
      return {
        tileUrl: deps.config.mapTileUrl,
        attribution: `${tiles} | ${GEONAMES_ATTRIBUTION_HTML}`,
        placesAttribution: GEONAMES_ATTRIBUTION,
        defaultCentre: DEFAULT_MAP_CENTRE,
        zoom: MAP_ZOOM,
      };
    },
  };
}
export type GeoService = ReturnType<typeof createGeoService>;
