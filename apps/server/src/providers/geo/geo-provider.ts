import type { LatLng } from '@sokoni/domain/geo';

export interface GeocodedPlace {
  /** The town or place name ('Juja'). */
  name: string;
  /** Human address line ('Juja, Kiambu County, Kenya' or a geocoder's full address). */
  formattedAddress: string;
  location: LatLng;
  region: string | null;
  /** Which gazetteer or service answered: 'geonames', 'nominatim', 'photon'. */
  source: string;
}

export interface ReversePlace extends GeocodedPlace {
  /** The nearest known town, for the town field ('Juja'). */
  town: string;
  /** Short label for a pin ('near Juja'). */
  label: string;
}

export interface RouteDistance {
  km: number;
  /** Travel time, when a routing service measured it. */
  seconds?: number;
  source: string;
}

export interface Geocoder {
  /** Kenyan places matching the text, best first; empty when none. */
  geocode(query: string): Promise<GeocodedPlace[]>;
  /** What is at a Kenyan point; null for points outside Kenya. */
  reverse(point: LatLng): Promise<ReversePlace | null>;
}

export interface DistanceProvider {
  /** Road distances from every origin to every destination; null where no route is known. */
  distances(origins: readonly LatLng[], destinations: readonly LatLng[]): Promise<(RouteDistance | null)[][]>;
}

/** One interface for the whole app: the offline gazetteer by default, online services when configured. */
export interface GeoProvider extends Geocoder, DistanceProvider {
  /** False for points outside Kenya: such points are refused for delivery. */
  isInKenya(point: LatLng): boolean;
  /** The gazetteer name a typed town stands for (aliases applied), or the text itself, for comparing towns. */
  canonicalTown(town: string): string;
  /** 'near Juja' from the offline gazetteer (no network); '' outside Kenya. */
  describe(point: LatLng): string;
}
