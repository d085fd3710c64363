import { useQuery } from '@tanstack/react-query';
import type { TGeocodeResponse } from '@sokoni/domain/contracts/geo';
import { parseLatLng } from '@sokoni/domain/geo';
import { useTranslation } from 'react-i18next';
import { reverseGeocode } from './geo-api.ts';
import { geocoderFailedNote, type PlaceNote } from './geocode-messages.ts';

/** The named place nearest a pin, as the gazetteer names it ('Kilimani'); null when there is none. */
export function nearestPlaceName(answer: TGeocodeResponse): string | null {
  const first = answer.results[0];
  if (answer.status !== 'OK' || !first) return null;
  return first.address_components.find((c) => c.types.includes('locality'))?.long_name ?? first.formatted_address;
}

/** Five decimals (about a metre): pins that close share one look-up. */
const keyOf = (lat: number, lng: number) => ['geo', 'place-name', lat.toFixed(5), lng.toFixed(5)] as const;

/**
 * A pin ('lat,lng') said in words: 'near Kilimani' in the reader's language, from the server's
 * offline gazetteer. Null while there is no pin.
 */
export function usePlaceName(value: string): PlaceNote | null {
  const { t } = useTranslation('map');
  const point = parseLatLng(value);
  const query = useQuery({
    queryKey: keyOf(point?.lat ?? 0, point?.lng ?? 0),
    queryFn: ({ signal }) => reverseGeocode(point!, signal),
    enabled: point !== null,
    staleTime: Infinity,
    retry: false,
  });
  if (!point) return null;
  if (query.isPending) return { tone: 'info', text: t('picker.lookingUp') };
  if (query.isError) return geocoderFailedNote(query.error);
  const name = nearestPlaceName(query.data);
  return name ? { tone: 'info', text: t('place.near', { place: name }) } : { tone: 'error', text: t('place.outside') };
}
