import type { DECLINE_REASONS } from '@sokoni/domain/contracts/orders';
import { i18n } from '../../../i18n/i18n.ts';

export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** Each reason's key in the `partner` catalogue: `decline.reasons.*` to choose it, `decline.reasonWords.*` in a sentence. */
export const DECLINE_REASON_KEYS = { 'out of stock': 'outOfStock', closing: 'closing', 'too busy': 'tooBusy', other: 'other' } as const satisfies Record<DeclineReason, string>;

const isReason = (reason: string): reason is DeclineReason => Object.hasOwn(DECLINE_REASON_KEYS, reason);

/** A stored decline reason inside a sentence ('Declined: out of stock'); one the web does not know stays as stored. */
export function declineReasonName(reason: string): string {
  return isReason(reason) ? i18n.t(`decline.reasonWords.${DECLINE_REASON_KEYS[reason]}`, { ns: 'partner' }) : reason;
}
