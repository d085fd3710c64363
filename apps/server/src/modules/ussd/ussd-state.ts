import type { UssdLanguage } from './ussd-texts.ts';

/** A past order the caller can order again, priced today when its list was shown. */
export interface ReorderChoice {
  orderId: string;
  /** Its shops' names, as short as a phone screen needs. */
  shops: string;
  /** Shillings today, delivery included; null with `refusal` when it cannot be ordered now. */
  totalKsh: number | null;
  /** The delivery fee the caller is shown, which placement checks as it checks the app's. */
  feeKsh: number | null;
  /** Why it cannot be ordered now (closed shop, sold out, …) in one short sentence of the caller's language. */
  refusal: string | null;
}

/** An order waiting for its M-Pesa payment. */
export interface UnpaidChoice {
  orderId: string;
  orderNumber: string;
  totalKsh: number;
}

/** Where in the menu a screen is; the last place of the trail is the one on the phone. */
export type UssdPlace =
  | { at: 'language' }
  | { at: 'main' }
  | { at: 'reorders'; choices: ReorderChoice[]; page: number }
  | { at: 'payWith'; choice: ReorderChoice }
  | { at: 'unpaid'; choices: UnpaidChoice[]; page: number };

/** A session's state as stored in ussd_sessions.state: plain JSON, so any process continues it. */
export interface UssdState {
  language: UssdLanguage;
  /** The customer the gateway's phone number belongs to; null for a phone without an account. */
  userId: string | null;
  /** Whether M-Pesa was offered when the session started. */
  mpesa: boolean;
  trail: UssdPlace[];
  /** A line above the screen saying why the last answer was not taken. */
  note?: 'invalidChoice';
}

export function startState(input: { userId: string | null; language: UssdLanguage; mpesa: boolean }): UssdState {
  return { ...input, trail: [input.userId ? { at: 'main' } : { at: 'language' }] };
}

export function currentPlace(state: UssdState): UssdPlace {
  return state.trail.at(-1) ?? { at: state.userId ? 'main' : 'language' };
}
