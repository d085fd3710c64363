import { formatLatLng } from '@sokoni/domain/geo';
import { LOCATION_FORMS_HINT, parseLocationInput, recoverShortPlusCode } from '@sokoni/domain/location-input';
import { badRequest } from '../../lib/errors.ts';
import { searchPlaces } from '../../providers/geo/gazetteer.ts';

/**
 * Turns a location in any accepted form into the stored 'lat,lng' text. Points and full Plus Codes
 * need nothing more; a short Plus Code ('PR6C+24 Nairobi') names a point only near a known place,
 * so its town (written after the code, or else the form's town field) is looked up in the offline
 * gazetteer, with no network, and the code is recovered next to it.
 */
export function resolveLocation(value: unknown, options: { label: string; town?: string | null }): string {
  const parsed = parseLocationInput(value);
  if (!parsed) throw badRequest(`${options.label} must be ${LOCATION_FORMS_HINT}`);
  if (parsed.kind === 'point') return parsed.text;
  const townName = parsed.locality ?? options.town?.trim() ?? '';
  if (!townName) throw badRequest(`${options.label}: a short Plus Code needs its town, as in 'PR6C+24 Nairobi'`);
  const town = searchPlaces(townName, 1)[0];
  if (!town) throw badRequest(`${options.label}: no Kenyan town called '${townName}' is known to place the Plus Code ${parsed.code}; send the full code (as in 6GCRPR6C+24)`);
  const point = recoverShortPlusCode(parsed.code, town);
  if (!point) throw badRequest(`${options.label} must be ${LOCATION_FORMS_HINT}`);
  return formatLatLng(point);
}
