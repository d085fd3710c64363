import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from './mpesa-payment.ts';
import { ORDER_PAGE, ORDER_PAGE_STATES, orderPageState, showsDeliveryPin } from './order-page.ts';
import { ORDER_STATUSES, UPCOMING_STATUSES, isDropped } from './order-statuses.ts';

const EVERY_STATUS = [...ORDER_STATUSES, ...UPCOMING_STATUSES];
const CLOSED_UNDELIVERED = ['Cancelled', 'Declined', 'Expired'];

describe('the order page table', () => {
  it('gives every order status with every payment status, with or without a rider, a state the table describes', () => {
    for (const status of EVERY_STATUS)
      for (const paymentStatus of PAYMENT_STATUSES)
        for (const assignedDriverId of [null, 'rider-1'])
          for (const subs of [[status], [status, 'Declined']]) {
            const state = orderPageState({ status, paymentStatus, assignedDriverId, subOrderStatuses: subs, afterDecline: 'ask' });
            expect(ORDER_PAGE_STATES, `${status}/${paymentStatus}`).toContain(state);
            expect(ORDER_PAGE[state]).toBeDefined();
          }
  });

  it('describes every state it names, and every state is reached by some order', () => {
    expect(Object.keys(ORDER_PAGE).sort()).toEqual([...ORDER_PAGE_STATES].sort());
    const reached = new Set<string>();
    for (const status of EVERY_STATUS)
      for (const paymentStatus of PAYMENT_STATUSES)
        for (const assignedDriverId of [null, 'rider-1'])
          for (const subs of [[status], [status, 'Declined']])
            reached.add(orderPageState({ status, paymentStatus, assignedDriverId, subOrderStatuses: subs, afterDecline: 'ask' }));
    expect([...reached].sort()).toEqual([...ORDER_PAGE_STATES].sort());
  });

  it("says 'Thank you' only for an order really placed, and never for one unpaid, declined or cancelled", () => {
    for (const status of EVERY_STATUS)
      for (const paymentStatus of PAYMENT_STATUSES) {
        const view = ORDER_PAGE[orderPageState({ status, paymentStatus, assignedDriverId: null, subOrderStatuses: [status] })];
        if (CLOSED_UNDELIVERED.includes(status) || status === 'AwaitingPayment') expect(view.tone, `${status}/${paymentStatus}`).not.toBe('placed');
      }
    expect(orderPageState({ status: 'AwaitingPayment', paymentStatus: 'Failed', assignedDriverId: null, subOrderStatuses: ['AwaitingPayment'] })).toBe('paymentFailed');
    expect(orderPageState({ status: 'Scheduled', paymentStatus: 'Pending', assignedDriverId: null, subOrderStatuses: ['Scheduled'] })).toBe('scheduled');
  });

  it('shows the PIN only from a rider being assigned until delivery', () => {
    for (const status of EVERY_STATUS)
      for (const assignedDriverId of [null, 'rider-1']) {
        const shows = showsDeliveryPin({ status, paymentStatus: 'Paid', assignedDriverId, subOrderStatuses: [status] });
        const expected = assignedDriverId !== null && ['OrderReceived', 'Preparing', 'ReadyForPickup', 'PickedUp', 'OutForDelivery'].includes(status);
        expect(shows, `${status} ${assignedDriverId}`).toBe(expected);
      }
  });

  it('tells the customer what a shop dropped while the rest waits for their answer', () => {
    const order = { status: 'Pending', paymentStatus: 'Paid', assignedDriverId: null, subOrderStatuses: ['Declined', 'Pending'] };
    expect(orderPageState({ ...order, afterDecline: 'ask' })).toBe('partlyDeclined');
    expect(ORDER_PAGE.partlyDeclined.details).toContain('declines');
    expect(orderPageState({ ...order, subOrderStatuses: ['Declined', 'Preparing'], status: 'Preparing', afterDecline: 'continue' })).toBe('preparing');
    expect(orderPageState({ ...order, status: 'Declined', subOrderStatuses: ['Declined', 'Declined'] })).toBe('declined');
    expect(ORDER_PAGE.declined.details).not.toContain('pin');
    expect(['Declined', 'Cancelled'].every(isDropped)).toBe(true);
  });
});
