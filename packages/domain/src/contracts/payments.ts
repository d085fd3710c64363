import { z } from 'zod';
import { MPESA_FAILURE_REASONS } from '../mpesa-payment.ts';
import { REFUND_STATES } from '../mpesa-refund.ts';
import { zKenyanPhone } from './common.ts';

/** POST /api/orders/:id/pay: a new M-Pesa prompt (optionally to another number), or a switch to cash on delivery. */
export const ZPayRequest = z.union([
  z.object({ method: z.literal('COD', { error: "method must be 'COD'" }) }).strict(),
  z.object({ method: z.literal('Mpesa').optional(), phoneNumber: zKenyanPhone('phoneNumber').optional() }).strict(),
]);
export type TPayRequest = z.input<typeof ZPayRequest>;

/** One M-Pesa attempt of an order, as the customer's waiting screen follows it. */
export const ZPaymentAttemptView = z.object({
  _id: z.string(),
  kind: z.enum(['stk', 'c2b']),
  /** sending: being sent; awaiting: on the phone; paid; failed (see reason); expired (the order expired first). */
  status: z.enum(['sending', 'awaiting', 'paid', 'failed', 'expired']),
  amount: z.number(),
  /** +2547XXXXXXXX */
  phone: z.string(),
  reason: z.enum(MPESA_FAILURE_REASONS).nullable(),
  receipt: z.string().nullable(),
  createdAt: z.string(),
});
export type TPaymentAttemptView = z.infer<typeof ZPaymentAttemptView>;

/** Money sent back to the phone that paid (B2C). */
export const ZRefundView = z.object({
  _id: z.string(),
  /** Whole shillings. */
  amount: z.number(),
  /** 07XXXXXXXX: the number that paid. */
  phone: z.string(),
  /** sending, pending (M-Pesa is processing it), sent, failed (see failure), retried (failed, then sent again as a new refund), credited (below M-Pesa's Ksh 10 minimum: given as Sokoni credit). */
  state: z.enum(REFUND_STATES),
  /** Why the money was owed back. */
  reason: z.string(),
  failure: z.string().nullable(),
  /** M-Pesa's receipt of the refund. */
  transactionId: z.string().nullable(),
  createdAt: z.string(),
});
export type TRefundView = z.infer<typeof ZRefundView>;

/** GET /api/orders/:id/payment: everything the waiting screen shows; polled when the socket is down. */
export const ZOrderPayment = z.object({
  _id: z.string(),
  orderId: z.string(),
  status: z.string(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  /** Whole shillings asked by M-Pesa: items and delivery fee rounded up. */
  amount: z.number(),
  receipt: z.string().nullable(),
  /** When the unpaid order expires (ISO time), null once it no longer waits. */
  expiresAt: z.string().nullable(),
  latest: ZPaymentAttemptView.nullable(),
  /** Lipa na M-Pesa by Paybill, offered when the prompt could not reach the phone. */
  paybill: z.object({ shortcode: z.string(), account: z.string(), amount: z.number() }).nullable(),
  /** Only with the development simulator: the prompt its test phone shows. */
  simulator: z.object({ label: z.string(), checkoutRequestId: z.string() }).nullable(),
  /** Money sent back (or being sent back) to the phone that paid, oldest first. */
  refunds: z.array(ZRefundView),
});
export type TOrderPayment = z.infer<typeof ZOrderPayment>;

/** Every attempt, callback and query of an order, for the admin console and support. */
export const ZPaymentRecord = z.object({
  _id: z.string(),
  paymentId: z.string().nullable(),
  kind: z.string(),
  note: z.string(),
  body: z.unknown(),
  createdAt: z.string(),
});
export const ZAdminOrderPayments = z.object({
  attempts: z.array(ZPaymentAttemptView.extend({ checkoutRequestId: z.string().nullable(), resultCode: z.number().nullable(), resultDesc: z.string().nullable() })),
  records: z.array(ZPaymentRecord),
  refunds: z.array(ZRefundView),
});
export type TAdminOrderPayments = z.infer<typeof ZAdminOrderPayments>;

/** GET /api/payments/methods: what checkout may offer on this server. */
export const ZPaymentMethods = z.object({
  mpesa: z.boolean(),
  /** The development simulator: test payments, no money moves. */
  mpesaSimulator: z.boolean(),
});
export type TPaymentMethods = z.infer<typeof ZPaymentMethods>;

/** Daraja's acknowledgement: what every callback gets back, whatever we made of it. */
export const DARAJA_ACK = { ResultCode: 0, ResultDesc: 'Accepted' } as const;
