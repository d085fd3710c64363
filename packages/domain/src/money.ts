/** Money is kept in shillings with two decimals; rounding goes through cents to avoid float drift. */
export function roundMoney(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** The price a customer pays: the discounted price when it is set above zero. */
export function effectivePrice(product: { price: number; discountedPrice?: number | null }): number {
  const discounted = product.discountedPrice ?? 0;
  return discounted > 0 ? discounted : product.price;
}

/** Built once: toLocaleString with options makes a new formatter on every call, which is slow. */
const kshFormats = {
  1: new Intl.NumberFormat('en-KE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  2: new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** 'Ksh 1,250.00' (two decimals) or 'Ksh 1,250.0' on the store page (one decimal). */
export function formatKsh(value: number, decimals: 1 | 2 = 2): string {
  return `Ksh ${kshFormats[decimals].format(value)}`;
}

/** Percentage saved by a discount, rounded to a whole number for badges. */
export function discountPercent(product: { price: number; discountedPrice?: number | null }): number {
  const discounted = product.discountedPrice ?? 0;
  if (discounted <= 0 || discounted >= product.price || product.price <= 0) return 0;
  return Math.round(((product.price - discounted) / product.price) * 100);
}

/**
 * Ledger amounts are integer cents. Shillings read from the database have at most two decimals,
 * so rounding their product with 100 is exact.
 */
export function toCents(shillings: number): number {
  return Math.round(shillings * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * `percent` (up to two decimals, e.g. 12.5) of a whole number of cents, rounded once to the
 * nearest cent with halves rounded up. Done in integers: percent becomes basis points, and the
 * product of two integers divided once, so no float sum ever drifts.
 */
export function percentOfCents(cents: number, percent: number): number {
  if (!Number.isInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const basisPoints = Math.round(percent * 100);
  const product = Math.abs(cents) * basisPoints;
  const whole = Math.floor(product / 10_000);
  const rest = product - whole * 10_000;
  const rounded = rest * 2 >= 10_000 ? whole + 1 : whole;
  return cents < 0 ? -rounded : rounded;
}
