/** Wrong PINs a rider may enter before the order is locked for PIN entry. */
export const MAX_PIN_TRIES = 5;

export const PIN_PATTERN = /^\d{4}$/;

/** A 4-digit PIN from a random integer in [0, 10000) (the server draws it from crypto). */
export const formatDeliveryPin = (n: number): string => String(Math.trunc(Math.abs(n)) % 10_000).padStart(4, '0');

export interface PinState {
  pin: string | null;
  attempts: number;
  lockedAt: Date | null;
}

export type PinCheck =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'locked' | 'wrong' };

/** Whether `entered` proves the hand-over. An order without a PIN (placed with DELIVERY_PIN=off) needs none. */
export function checkDeliveryPin(state: PinState, entered: string | null | undefined): PinCheck {
  if (state.pin === null) return { ok: true };
  if (state.lockedAt || state.attempts >= MAX_PIN_TRIES) return { ok: false, reason: 'locked' };
  const typed = (entered ?? '').trim();
  if (!typed) return { ok: false, reason: 'missing' };
  return typed === state.pin ? { ok: true } : { ok: false, reason: 'wrong' };
}

export const PIN_MESSAGES = {
  missing: "Enter the customer's 4-digit delivery PIN. They see it on their order page.",
  locked: 'PIN entry is locked after 5 wrong tries. Choose "Customer not reachable" to hand over with a photo, or call support.',
  wrong: (triesLeft: number) => `That PIN is not right. ${triesLeft === 1 ? '1 try' : `${triesLeft} tries`} left.`,
} as const;
