import { describe, expect, it } from 'vitest';
import { planProblemRefund, splitRefund, type RefundableItem } from './problem-refund.ts';

const soda: RefundableItem = { id: 's', name: 'Soda', quantity: 3, priceCents: 6050, storeId: 'shop', dropped: false, refundedQuantity: 1 };

describe('paying back for a problem', () => {
  it('is never more than was paid for the items, less what went back already', () => {
    const plan = planProblemRefund({ lines: [{ item: 's', quantity: 2 }], items: [soda], includeDeliveryFee: true, feeCents: 12_000, feeAlreadyRefunded: false });
    expect(plan).toMatchObject({ totalCents: 24_100, feeCents: 12_000, lines: [{ item: 's', quantity: 2, amountCents: 12_100 }] });
    expect(planProblemRefund({ lines: [{ item: 's', quantity: 2 }, { item: 's', quantity: 1 }], items: [soda], includeDeliveryFee: false, feeCents: 0, feeAlreadyRefunded: false })).toEqual({ refusal: 'Only 2 × Soda can still be paid back.' });
    expect(planProblemRefund({ lines: [], items: [soda], includeDeliveryFee: true, feeCents: 12_000, feeAlreadyRefunded: true })).toEqual({ refusal: 'The delivery fee has been paid back already.' });
    expect(planProblemRefund({ lines: [{ item: 's', quantity: 1 }], items: [{ ...soda, dropped: true }], includeDeliveryFee: false, feeCents: 0, feeAlreadyRefunded: false })).toMatchObject({ refusal: expect.stringMatching(/cancelled part/) });
  });

  it('sends whole shillings to M-Pesa within what is left of the payment, the rest as credit', () => {
    expect(splitRefund(24_150, 100000)).toEqual({ mpesaCents: 24100, creditCents: 50 });
    expect(splitRefund(24_150, 20000)).toEqual({ mpesaCents: 20000, creditCents: 4_150 });
    expect(splitRefund(950, 100000)).toEqual({ mpesaCents: 0, creditCents: 950 });
    expect(splitRefund(24_150, null)).toEqual({ mpesaCents: 0, creditCents: 24_150 });
  });
});
