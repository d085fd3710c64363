import { describe, expect, it } from 'vitest';
import { tipAmountError } from './cash-tip-form.tsx';

describe('the cash tip amount', () => {
  it('takes shillings with at most two decimals, up to the maximum', () => {
    expect(tipAmountError('50')).toBeNull();
    expect(tipAmountError(' 50.5 ')).toBeNull();
    expect(tipAmountError('0')).toBe('The tip must be more than zero.');
    expect(tipAmountError('12.345')).toContain('in shillings');
    expect(tipAmountError('10001')).toContain('at most');
  });
});
