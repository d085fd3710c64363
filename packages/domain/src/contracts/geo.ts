import { z } from 'zod';

/** GeoNames asks for this credit wherever its place names are used (CC BY 4.0). */
export const GEONAMES_ATTRIBUTION = 'Place names from GeoNames (geonames.org), licensed CC BY 4.0';
export const GEONAMES_ATTRIBUTION_HTML =
  'Places: <a href="https://www.geonames.org/" target="_blank" rel="noopener">GeoNames</a> (<a href="https://creativecommons.org/licenses/by/4.0/" target="_blank" rel="noopener">CC BY 4.0</a>)';
export const OSM_TILE_ATTRIBUTION_HTML =
  '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">OpenStreetMap</a> contributors';

export const OUTSIDE_KENYA_MESSAGE = 'We only deliver within Kenya. Please pick a point in Kenya.';

/** Google's element statuses that this API uses. */
export const DISTANCE_ELEMENT_STATUSES = ['OK', 'NOT_FOUND', 'ZERO_RESULTS'] as const;

export const MAX_DISTANCE_POINTS = 25;

export const ZDistanceQuery = z.object({
  origins: z.string({ error: 'origins is required' }).trim().min(1, 'origins is required').max(2000),
  destinations: z.string({ error: 'destinations is required' }).trim().min(1, 'destinations is required').max(2000),
});

const ZTextValue = z.object({ value: z.number(), text: z.string() });

export const ZDistanceElement = z.object({
  status: z.enum(DISTANCE_ELEMENT_STATUSES),
  /** Metres. */
  distance: ZTextValue.optional(),
  /** Seconds; only when a routing service measured it. */
  duration: ZTextValue.optional(),
});
export type TDistanceElement = z.infer<typeof ZDistanceElement>;

/** The Google Distance Matrix shape the spec's client reads: rows[i].elements[j]. */
export const ZDistanceResponse = z.object({
  status: z.literal('OK'),
  origin_addresses: z.array(z.string()),
  destination_addresses: z.array(z.string()),
  rows: z.array(z.object({ elements: z.array(ZDistanceElement) })),
});
export type TDistanceResponse = z.infer<typeof ZDistanceResponse>;

export const ZGeocodeQuery = z.object({
  address: z.string({ error: 'address is required' }).trim().min(1, 'address is required').max(200),
});

const coordinate = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .refine((v) => Number.isFinite(v) && v >= min && v <= max, `${label} must be between ${min} and ${max}`);

export const ZReverseGeocodeQuery = z.object({
  lat: coordinate('lat', -90, 90),
  lng: coordinate('lng', -180, 180),
});

export const ZAddressComponent = z.object({
  long_name: z.string(),
  short_name: z.string(),
  types: z.array(z.string()),
});

export const ZGeocodeResult = z.object({
  formatted_address: z.string(),
  geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
  address_components: z.array(ZAddressComponent),
  /** Which gazetteer or service answered. */
  source: z.string().optional(),
});
export type TGeocodeResult = z.infer<typeof ZGeocodeResult>;

/** Google's geocoder shape: the web's town box and map click read results[0]. */
export const ZGeocodeResponse = z.object({
  status: z.enum(['OK', 'ZERO_RESULTS']),
  results: z.array(ZGeocodeResult),
  error_message: z.string().optional(),
  message: z.string().optional(),
});
export type TGeocodeResponse = z.infer<typeof ZGeocodeResponse>;

export const ZGeoConfig = z.object({
  tileUrl: z.string(),
  /** HTML for the map's attribution control: tile credit and GeoNames credit. */
  attribution: z.string(),
  /** Plain-text GeoNames credit for a footer. */
  placesAttribution: z.string(),
  defaultCentre: z.object({ lat: z.number(), lng: z.number() }),
  zoom: z.number(),
});
export type TGeoConfig = z.infer<typeof ZGeoConfig>;
