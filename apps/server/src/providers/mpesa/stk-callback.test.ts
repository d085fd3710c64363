import { describe, expect, it } from 'vitest';
import { parseStkCallback } from './stk-callback.ts';
import { mpesaOutcome } from './result-codes.ts';
import { darajaTimestamp, stkPassword } from './daraja-format.ts';

const success = {
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: 'ws_CO_191220191020363925',
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: 1250 },
          { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: 20191219102115 },
          { Name: 'PhoneNumber', Value: 254712345678 },
        ],
      },
    },
  },
};

describe('STK callback bodies', () => {
  it('reads a success with its amount, receipt, phone and Nairobi time', () => {
    const parsed = parseStkCallback(success);
    expect(parsed).toEqual({
      ok: true,
      callback: {
        merchantRequestId: '29115-34620561-1',
        checkoutRequestId: 'ws_CO_191220191020363925',
        resultCode: 0,
        resultDesc: 'The service request is processed successfully.',
        outcome: { paid: true },
        paid: { amount: 1250, receipt: 'NLJ7RT61SV', phone: '254712345678', at: new Date('2019-12-19T07:21:15Z') },
      },
    });
  });

  it('reads a failure without metadata and names the reason', () => {
    const parsed = parseStkCallback({ Body: { stkCallback: { MerchantRequestID: 'm', CheckoutRequestID: 'c', ResultCode: 1032, ResultDesc: 'Request cancelled by user' } } });
    expect(parsed).toMatchObject({ ok: true, callback: { outcome: { paid: false, reason: 'cancelled' } } });
  });

  it('refuses bodies that are not callbacks, and successes missing what payments are checked against', () => {
    expect(parseStkCallback({ hello: 'world' })).toMatchObject({ ok: false });
    expect(parseStkCallback('ResultCode=0')).toMatchObject({ ok: false });
    const noReceipt = structuredClone(success);
    noReceipt.Body.stkCallback.CallbackMetadata.Item = noReceipt.Body.stkCallback.CallbackMetadata.Item.filter((i) => i.Name !== 'MpesaReceiptNumber');
    expect(parseStkCallback(noReceipt)).toEqual({ ok: false, reason: 'success without a valid MpesaReceiptNumber' });
  });
});

describe('Daraja result codes in plain words', () => {
  it.each([
    [1, 'insufficient-funds'],
    [1032, 'cancelled'],
    [1037, 'no-answer'],
    [2001, 'wrong-pin'],
    [1019, 'expired'],
    [1001, 'busy'],
    [9999, 'other'],
  ])('%i is %s', (code, reason) => {
    expect(mpesaOutcome(code)).toMatchObject({ paid: false, reason });
  });
  it('0 is paid, and an unknown code keeps what M-Pesa said', () => {
    expect(mpesaOutcome(0)).toEqual({ paid: true });
    expect(mpesaOutcome(17, 'System internal error')).toMatchObject({ summary: 'M-Pesa said: System internal error' });
  });
});

describe('STK timestamp and password', () => {
  it('uses Nairobi time whatever the server zone, and base64(shortcode + passkey + timestamp)', () => {
    expect(darajaTimestamp(new Date('2026-11-24T22:05:09Z'))).toBe('20261125010509');
    expect(stkPassword('174379', 'pk', '20261125010509')).toBe(Buffer.from('174379pk20261125010509').toString('base64'));
  });
});
