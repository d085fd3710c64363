import type { TDistanceElement, TGeocodeResult } from '@sokoni/domain/contracts/geo';
import type { GeocodedPlace, RouteDistance } from '../../providers/geo/geo-provider.ts';

/** '850 m' below a kilometre, else '12.3 km', as Google writes distances. */
function distanceText(metres: number): string {
  return metres < 1000 ? `${metres} m` : `${(metres / 1000).toFixed(1)} km`;
}

/** '1 min', '52 mins', '1 hour 5 mins'. */
function durationText(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes < 60) return plural(minutes, 'min');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${plural(hours, 'hour')} ${plural(rest, 'min')}` : plural(hours, 'hour');
}

export function toDistanceElement(route: RouteDistance): TDistanceElement {
  const metres = Math.round(route.km * 1000);
  const element: TDistanceElement = { status: 'OK', distance: { value: metres, text: distanceText(metres) } };
  if (route.seconds !== undefined) {
    const seconds = Math.round(route.seconds);
    element.duration = { value: seconds, text: durationText(seconds) };
  }
  return element;
}

/** A place in the geocoder shape the web's town box and map click read (results[0]). */
export function toGeocodeResult(place: GeocodedPlace & { town?: string }): TGeocodeResult {
  const locality = place.town ?? place.name;
  const components = [
    { long_name: locality, short_name: locality, types: ['locality', 'political'] },
    ...(place.region ? [{ long_name: place.region, short_name: place.region, types: ['administrative_area_level_1', 'political'] }] : []),
    { long_name: 'Kenya', short_name: 'KE', types: ['country', 'political'] },
  ];
  return {
    formatted_address: place.formattedAddress,
    geometry: { location: { lat: place.location.lat, lng: place.location.lng } },
    address_components: components,
    source: place.source,
  };
}
