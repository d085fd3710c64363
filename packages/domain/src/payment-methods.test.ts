import { describe, expect, it } from 'vitest';
import { CASH, MPESA, isCash, isMpesa, offeredMethod, paysAhead } from './payment-methods.ts';

describe('payment methods', () => {
  it('reads what the customer asked for whatever its case, among the methods on offer', () => {
    expect(offeredMethod(' cod ', [CASH, MPESA])).toBe(CASH);
    expect(offeredMethod('MPESA', [CASH, MPESA])).toBe(MPESA);
    expect(offeredMethod('Mpesa', [CASH])).toBeNull();
    expect(offeredMethod('Visa', [CASH, MPESA])).toBeNull();
  });

  it('pays cash at hand-over and M-Pesa ahead', () => {
    expect(isCash('COD')).toBe(true);
    expect(isMpesa('Mpesa')).toBe(true);
    expect(paysAhead(CASH)).toBe(false);
    expect(paysAhead(MPESA)).toBe(true);
  });
});
