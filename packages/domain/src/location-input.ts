import { OpenLocationCode } from 'open-location-code';
import { formatLatLng, parseLatLng, type LatLng } from './geo.ts';

/**
 * Google's reference implementation exports a class whose methods live on instances, while its
 * published typings declare them static; the instance has exactly the typed methods.
 */
const olc = new OpenLocationCode() as unknown as typeof OpenLocationCode;

/** The message for a location the server cannot place. */
export const LOCATION_FORMS_HINT = "a pinned map point (lat,lng) or a Plus Code such as '6GCRPR6C+24' or 'PR6C+24 Nairobi'";

/**
 * A location as clients send it, understood without any I/O:
 * - a point: 'lat,lng', `{ lat, lng }`, or a full Plus Code ('6GCRPR6C+24'), decoded to its centre;
 * - a short Plus Code ('PR6C+24'), with the town written after it when there is one
 *   ('PR6C+24 Nairobi'): it names a point only near a known place, which the server looks up.
 */
export type LocationInput =
  | { kind: 'point'; point: LatLng; text: string }
  | { kind: 'short-plus-code'; code: string; locality: string | null };

/**
 * Code characters around one '+', then optionally a town after a space or comma. At least two
 * characters after the '+' and no '0' padding: shorter or padded codes name whole blocks of
 * streets (hundreds of metres and more), not a door to deliver to.
 */
const PLUS_CODE = /^([23456789CFGHJMPQRVWX]{2,8}\+[23456789CFGHJMPQRVWX]{2,})(?:[\s,]+(.*))?$/i;

const toNumber = (v: unknown): number => (typeof v === 'string' && v.trim() !== '' ? Number(v) : typeof v === 'number' ? v : NaN);

function pointFromObject(value: object): LatLng | null {
  const record = value as Record<string, unknown>;
  const lat = toNumber(record['lat']);
  const lng = toNumber(record['lng'] ?? record['lon']);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || lat < -90 || lat > 90 || lng < -180 || lng > 180) return null;
  return { lat, lng };
}

/** A full Plus Code's centre, or null for text that is not one. */
export function decodeFullPlusCode(code: string): LatLng | null {
  const upper = code.trim().toUpperCase();
  if (!olc.isValid(upper) || !olc.isFull(upper)) return null;
  const area = olc.decode(upper);
  return { lat: area.latitudeCenter, lng: area.longitudeCenter };
}

/** The point a short Plus Code names near `reference` (a town centre), or null for text that is not one. */
export function recoverShortPlusCode(code: string, reference: LatLng): LatLng | null {
  const upper = code.trim().toUpperCase();
  if (!olc.isValid(upper) || !olc.isShort(upper)) return null;
  return decodeFullPlusCode(olc.recoverNearest(upper, reference.lat, reference.lng));
}

/** Reads any accepted location form; null when the value is none of them (free text, bad numbers). */
export function parseLocationInput(value: unknown): LocationInput | null {
  if (typeof value === 'object' && value !== null) {
    if (Array.isArray(value)) return null;
    const point = pointFromObject(value);
    return point ? { kind: 'point', point, text: formatLatLng(point) } : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  // Multipart forms carry a {lat,lng} object as JSON text.
  if (text.startsWith('{')) {
    try {
      return parseLocationInput(JSON.parse(text) as unknown);
    } catch {
      return null;
    }
  }
  const point = parseLatLng(text);
  // 'lat,lng' text is kept as typed: it is already the stored form.
  if (point) return { kind: 'point', point, text };
  const match = PLUS_CODE.exec(text);
  if (!match) return null;
  const code = match[1]!.toUpperCase();
  const locality = (match[2] ?? '').replace(/,?\s*kenya\s*$/i, '').trim() || null;
  const full = decodeFullPlusCode(code);
  if (full) return { kind: 'point', point: full, text: formatLatLng(full) };
  if (!olc.isValid(code) || !olc.isShort(code)) return null;
  return { kind: 'short-plus-code', code, locality };
}

/** The canonical text of a short code with its town, as carried from validation to the server's resolver. */
export function shortPlusCodeText(input: { code: string; locality: string | null }): string {
  return input.locality ? `${input.code} ${input.locality}` : input.code;
}
