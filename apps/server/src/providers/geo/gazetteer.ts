import { haversineKm, type LatLng } from '@sokoni/domain/geo';
import towns from './data/kenya-towns.json' with { type: 'json' };
import { PLACE_ALIASES, placeKey, withoutQualifiers } from './place-names.ts';

export interface Place {
  name: string;
  lat: number;
  lng: number;
  /** County, when GeoNames knows it. */
  region: string | null;
  /** 1 for the largest town; null when not among the ranked large towns. */
  rank: number | null;
  key: string;
}

type Row = [string, number, number, string, number?];

const PLACES: readonly Place[] = (towns.places as unknown as Row[]).map(([name, lat, lng, region, rank]) => ({
  name,
  lat,
  lng,
  region: region || null,
  rank: rank ?? null,
  key: placeKey(name),
}));

const byRank = (a: Place, b: Place) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.name.length - b.name.length;

/** 'Karuri, Kiambu' -> name 'karuri', region hint 'kiambu'. */
function splitQuery(query: string): { keys: string[]; region: string | null } {
  const [namePart = '', ...rest] = query.split(',');
  const regionKey = withoutQualifiers(placeKey(rest.join(' ')));
  const raw = placeKey(namePart);
  const keys = [...new Set([raw, withoutQualifiers(raw)])].filter(Boolean);
  return { keys, region: regionKey && regionKey !== 'kenya' ? regionKey : null };
}

function inRegion(place: Place, region: string | null): boolean {
  return region !== null && place.region !== null && withoutQualifiers(placeKey(place.region)).includes(region);
}

/** Places named exactly (after normalisation and aliases) as the query; best first. */
function exactMatches(query: string): Place[] {
  const { keys, region } = splitQuery(query);
  for (const key of keys) {
    const named = PLACES.filter((p) => p.key === key);
    const regional = named.filter((p) => inRegion(p, region));
    if (regional.length) return regional.sort(byRank);
    const alias = PLACE_ALIASES[key];
    if (alias) return PLACES.filter((p) => p.name === alias).sort(byRank);
    if (named.length) return named.sort(byRank);
  }
  return [];
}

function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Town search, best first: exact name or alias (a ', County' suffix picks between namesakes),
 * then names starting with the text, then names one or two typing mistakes away.
 */
export function searchPlaces(query: string, limit = 5): Place[] {
  const exact = exactMatches(query);
  if (exact.length) return exact.slice(0, limit);
  const key = splitQuery(query).keys.at(-1) ?? '';
  if (key.length < 3) return [];
  const prefixed = PLACES.filter((p) => p.key.startsWith(key)).sort(byRank);
  if (prefixed.length) return prefixed.slice(0, limit);
  if (key.length < 4) return [];
  const allowed = key.length >= 8 ? 2 : 1;
  return PLACES.map((p) => ({ p, d: editDistance(key, p.key, allowed) }))
    .filter((x) => x.d <= allowed)
    .sort((a, b) => a.d - b.d || byRank(a.p, b.p))
    .slice(0, limit)
    .map((x) => x.p);
}

/** The gazetteer place a town name stands for, by exact name or alias only (no guessing). */
export function resolveTown(name: string): Place | null {
  return exactMatches(name)[0] ?? null;
}

export function nearestPlace(point: LatLng): { place: Place; distanceKm: number } {
  let best = { place: PLACES[0]!, distanceKm: Infinity };
  for (const place of PLACES) {
    const distanceKm = haversineKm(point, place);
    if (distanceKm < best.distanceKm) best = { place, distanceKm };
  }
  return best;
}
