import { describe, expect, it } from 'vitest';
import { checkDeliveryPin, formatDeliveryPin, MAX_PIN_TRIES } from './delivery-pin.ts';

describe('delivery PIN', () => {
  const state = { pin: '0427', attempts: 0, lockedAt: null };

  it('is always four digits', () => {
    expect(formatDeliveryPin(7)).toBe('0007');
    expect(formatDeliveryPin(9999)).toBe('9999');
  });

  it('accepts the right PIN and refuses a missing or wrong one', () => {
    expect(checkDeliveryPin(state, '0427')).toEqual({ ok: true });
    expect(checkDeliveryPin(state, ' 0427 ')).toEqual({ ok: true });
    expect(checkDeliveryPin(state, '')).toEqual({ ok: false, reason: 'missing' });
    expect(checkDeliveryPin(state, undefined)).toEqual({ ok: false, reason: 'missing' });
    expect(checkDeliveryPin(state, '4270')).toEqual({ ok: false, reason: 'wrong' });
  });

  it(`locks after ${MAX_PIN_TRIES} wrong tries, even for the right PIN`, () => {
    expect(checkDeliveryPin({ ...state, attempts: MAX_PIN_TRIES }, '0427')).toEqual({ ok: false, reason: 'locked' });
    expect(checkDeliveryPin({ ...state, lockedAt: new Date() }, '0427')).toEqual({ ok: false, reason: 'locked' });
  });

  it('is not asked for on orders placed without one', () => {
    expect(checkDeliveryPin({ pin: null, attempts: 0, lockedAt: null }, undefined)).toEqual({ ok: true });
  });
});
