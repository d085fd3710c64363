import { describe, expect, it } from 'vitest';
import { placeOrderBlocker } from './checkout-guards.ts';

const FEE_NOT_READY = 'Please wait for delivery fee to be calculated.';
const PLATFORM_FEE_REQUIRED = 'Platform delivery must have a valid delivery fee.';

describe('place-order guards', () => {
  it('waits for the fee while it is being calculated, missing or failed', () => {
    expect(placeOrderBlocker({ feeState: 'calculating', option: 'platform', fee: null })).toBe('Please wait for delivery fee to be calculated.');
    expect(placeOrderBlocker({ feeState: 'failed', option: 'platform', fee: null })).toBe(FEE_NOT_READY);
    expect(placeOrderBlocker({ feeState: 'waiting', option: 'platform', fee: null })).toBe(FEE_NOT_READY);
  });

  it('needs a fee above zero for platform delivery', () => {
    expect(placeOrderBlocker({ feeState: 'ready', option: 'platform', fee: 0 })).toBe('Platform delivery must have a valid delivery fee.');
    expect(placeOrderBlocker({ feeState: 'ready', option: 'platform', fee: -5 })).toBe(PLATFORM_FEE_REQUIRED);
    expect(placeOrderBlocker({ feeState: 'ready', option: 'platform', fee: 162 })).toBeNull();
  });

  it('needs no fee at all for own delivery', () => {
    expect(placeOrderBlocker({ feeState: 'ready', option: 'own', fee: 100 })).toBe('Own delivery should not have any delivery fee.');
    expect(placeOrderBlocker({ feeState: 'ready', option: 'own', fee: 0 })).toBeNull();
  });
});
