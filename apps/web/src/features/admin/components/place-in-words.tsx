import { usePlaceName } from '../../../components/map/use-place-name.ts';

/**
 * A pin as people say it: the nearest named place ('near Kilimani'), or `town` while it is looked
 * up or when no named place is near. Coordinates are for maps, not for reading.
 */
export function PlaceInWords({ location, town }: { location: string; town: string }) {
  const place = usePlaceName(location);
  return <>{place?.tone === 'info' ? place.text : town}</>;
}
