import { describe, expect, it } from 'vitest';
import { payoutAmountError } from './record-payout-modal.tsx';
import { handOverAmountError } from './hand-over-modal.tsx';

describe('payout and hand-over amounts', () => {
  it('are shillings with at most two decimals, never more than is due or held', () => {
    expect(payoutAmountError('1000', 1000)).toBeNull();
    expect(payoutAmountError('1000.01', 1000)).toContain('cannot be more than the Ksh 1,000.00 due');
    expect(payoutAmountError('abc', 1000)).toContain('in shillings');
    expect(handOverAmountError('250.50', 300)).toBeNull();
    expect(handOverAmountError('0', 300)).toBe('The amount must be more than zero.');
    expect(handOverAmountError('301', 300)).toContain('cannot be more than that');
  });
});
