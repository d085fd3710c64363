/**
 * Money is integer cents everywhere it is kept or computed: in the database, in the server's
 * arithmetic and in the ledger (decision 033). Shillings exist only where money crosses an edge
 * (a request read, an answer shaped, a figure shown); the two functions below are those crossings.
 */

/** A shillings figure read from a request or an API answer (two decimals at most) as cents. */
export function centsFromShillings(shillings: number): number {
  if (!Number.isFinite(shillings)) throw new RangeError(`Not an amount of shillings: ${shillings}`);
  // Shillings with two decimals times 100 land within float noise of an integer: rounding is exact.
  return Math.round(shillings * 100);
}

/** Cents as the shillings an API answer or a screen shows (two decimals at most). */
export function shillingsFromCents(cents: number): number {
  assertCents(cents);
  return cents / 100;
}

export function isCents(value: number): boolean {
  return Number.isSafeInteger(value);
}

export function assertCents(value: number): void {
  if (!isCents(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
}

/**
 * For screens, which hold an API answer's shillings: a sum of signed shilling amounts, worked in
 * cents so 0.1 + 0.2 is 0.3.
 */
export function addShillings(...amounts: number[]): number {
  return shillingsFromCents(sumCents(amounts.map(centsFromShillings)));
}

/** For screens: a line's shillings, a unit price in shillings times a whole quantity, worked in cents. */
export function lineShillings(unitShillings: number, quantity: number): number {
  return shillingsFromCents(lineCents(centsFromShillings(unitShillings), quantity));
}

/** Adds amounts of cents. */
export function sumCents(amounts: Iterable<number>): number {
  let total = 0;
  for (const cents of amounts) {
    assertCents(cents);
    total += cents;
  }
  return total;
}

/** A line's value: a unit price in cents times a whole quantity. */
export function lineCents(unitCents: number, quantity: number): number {
  assertCents(unitCents);
  if (!Number.isInteger(quantity)) throw new RangeError(`Not a whole quantity: ${quantity}`);
  return unitCents * quantity;
}

/**
 * M-Pesa moves whole shillings only. An amount asked for or owed back is rounded up to the next
 * shilling (never down, so what the shops are owed is always covered); money given back partly as
 * credit rounds down, the cents left going to credit. The result is cents, a multiple of 100; the
 * Daraja client sends `shillingsFromCents` of it. Nothing below zero.
 */
export function wholeShillingsForMpesa(cents: number, round: 'up' | 'down' = 'up'): number {
  assertCents(cents);
  if (cents <= 0) return 0;
  return (round === 'up' ? Math.ceil(cents / 100) : Math.floor(cents / 100)) * 100;
}

/** The price a customer pays: the discounted price when it is set above zero (either unit, as long as both are the same). */
export function effectivePrice(product: { price: number; discountedPrice?: number | null }): number {
  const discounted = product.discountedPrice ?? 0;
  return discounted > 0 ? discounted : product.price;
}

/** Built once: toLocaleString with options makes a new formatter on every call, which is slow. */
const kshFormats = {
  1: new Intl.NumberFormat('en-KE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  2: new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** 'Ksh 1,250.00' (two decimals) or 'Ksh 1,250.0' on the store page (one decimal), from shillings. */
export function formatKsh(value: number, decimals: 1 | 2 = 2): string {
  return `Ksh ${kshFormats[decimals].format(value)}`;
}

/** Percentage saved by a discount, rounded to a whole number for badges. */
export function discountPercent(product: { price: number; discountedPrice?: number | null }): number {
  const discounted = product.discountedPrice ?? 0;
  if (discounted <= 0 || discounted >= product.price || product.price <= 0) return 0;
  return Math.round(((product.price - discounted) / product.price) * 100);
}

/** A percentage with at most two decimals (12.5) as basis points (1250), the unit percentages are computed in. */
export function basisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/**
 * `basisPoints` hundredths of a percent of a whole number of cents, rounded once to the nearest
 * cent with halves rounded up (away from zero). Integers throughout: the product of two integers
 * divided once, so no float sum ever drifts.
 */
export function basisPointsOfCents(cents: number, points: number): number {
  assertCents(cents);
  if (!Number.isInteger(points)) throw new RangeError(`Not a whole number of basis points: ${points}`);
  const product = Math.abs(cents) * points;
  const whole = Math.floor(product / 10_000);
  const rest = product - whole * 10_000;
  const rounded = rest * 2 >= 10_000 ? whole + 1 : whole;
  return cents < 0 ? -rounded : rounded;
}

/** `percent` (up to two decimals, e.g. 12.5) of a whole number of cents, rounded once (see basisPointsOfCents). */
export function percentOfCents(cents: number, percent: number): number {
  return basisPointsOfCents(cents, basisPoints(percent));
}
