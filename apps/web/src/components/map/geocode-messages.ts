import type { TGeocodeResponse } from '@sokoni/domain/contracts/geo';
import { ApiError } from '../../lib/api-client.ts';
import { i18n } from '../../i18n/i18n.ts';

export const townNotFound = () => i18n.t('map:geocode.townNotFound');

/** Google-style status words, so 'Geocoder failed due to: ' reads as the spec's client shows it. */
export function geocoderStatusOf(error: unknown): string {
  if (!(error instanceof ApiError)) return 'UNKNOWN_ERROR';
  if (error.isNetworkError) return 'UNKNOWN_ERROR';
  if (error.status === 429) return 'OVER_QUERY_LIMIT';
  if (error.status === 400) return 'INVALID_REQUEST';
  if (error.status === 403) return 'REQUEST_DENIED';
  return 'UNKNOWN_ERROR';
}

export type PlaceNote = { tone: 'info' | 'error'; text: string };

/** What the map says about a pin after the reverse geocode. */
export function placeNoteOf(answer: TGeocodeResponse): PlaceNote {
  const first = answer.results[0];
  if (answer.status === 'OK' && first) return { tone: 'info', text: first.formatted_address };
  const reason = answer.error_message ?? answer.message;
  const none = i18n.t('map:geocode.noResults');
  return { tone: 'error', text: reason ? `${none}. ${reason}` : none };
}

export const geocoderFailedNote = (error: unknown): PlaceNote => ({ tone: 'error', text: i18n.t('map:geocode.failed', { status: geocoderStatusOf(error) }) });
