import { z } from 'zod';
import { ZStoreHours } from '../opening-hours.ts';
import { ZPauseRequest } from './partner.ts';
import { isCalendarDay } from '../kenya-day.ts';
import { ORDER_STATUSES } from '../order-status.ts';
import { VERIFICATION_STATUSES, ZDriver } from './driver.ts';
import { zObjectId } from './common.ts';
import { ZOrder } from './orders.ts';
import { REFUND_STATES } from '../mpesa-refund.ts';

export const ADMIN_REASON_MIN = 3;
export const ADMIN_REASON_MAX = 500;
export const ADMIN_PAGE_DEFAULT = 50;
export const ADMIN_PAGE_MAX = 100;

/** Everything an admin can do; each one leaves an audit_log row with this name. */
export const ADMIN_ACTIONS = [
  'partner.verify',
  'partner.suspend',
  'partner.reinstate',
  'partner.pause',
  'partner.resume',
  'driver.approve',
  'driver.reject',
  'driver.suspend',
  'driver.reinstate',
  'customer.suspend',
  'customer.reinstate',
  'order.cancel',
  'message.handled',
  'promotions.update',
  'problem.redeliver',
  'problem.reject',
  'problem.refund',
  'problem.credit',
  'partner.commission',
  'ledger.adjust',
  'driver.cashHandOver',
  'payout.record',
  'payout.mpesa',
  'payout.retry',
  'payout.reverse',
  'order.refundRetry',
  'promo.create',
  'promo.pause',
  'promo.resume',
  'delivery.review',
  'delivery.unlockPin',
  'delivery.confirmDelivered',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

const zReason = z
  .string({ error: 'reason is required' })
  .trim()
  .min(ADMIN_REASON_MIN, `reason must be at least ${ADMIN_REASON_MIN} characters`)
  .max(ADMIN_REASON_MAX, `reason must be at most ${ADMIN_REASON_MAX} characters`);

/** Suspensions, rejections and cancellations always say why: the account holder is shown it. */
export const ZReasonRequest = z.object({ reason: zReason }, { error: 'reason is required' });
export type TReasonRequest = z.input<typeof ZReasonRequest>;

/** Reinstating a driver or customer may say why; an empty body or a blank reason means none was given. */
export const ZOptionalReasonRequest = z.preprocess(
  (v) => {
    const body = (v ?? {}) as Record<string, unknown>;
    const blank = typeof body['reason'] === 'string' && body['reason'].trim() === '';
    return blank ? { ...body, reason: undefined } : body;
  },
  z.object({ reason: zReason.optional() }),
);

export const ZIdParams = z.object({ id: zObjectId('id') });

/** Free text searched in names, e-mail addresses, phones and towns. */
const zSearch = z.string().trim().max(100, 'q must be at most 100 characters').optional();

export const ZPageQuery = z.object({
  cursor: z.string().max(200, 'cursor is not valid for this list; start again without it').optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(ADMIN_PAGE_DEFAULT),
});

/** A page of a newest-first list; pass nextCursor back as ?cursor= for the next page. */
export const zPage = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/* ---------- Overview ---------- */

export const ZOverviewQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });

export const ZOverview = z.object({
  /** The window of the money figures, the status counts and the chart, in days ending today (Nairobi). */
  days: z.number(),
  today: z.string(),
  orders: z.object({ today: z.number(), last7Days: z.number(), last30Days: z.number() }),
  /** Orders placed in the window and not cancelled. */
  money: z.object({
    /** What customers pay: items plus delivery fees, less promo discounts. */
    grossOrderValue: z.number(),
    itemsValue: z.number(),
    deliveryFees: z.number(),
    /** What promo codes took off the items (whoever funds them). */
    discounts: z.number(),
    /** 80% of the delivery fees of the orders delivered by the platform's drivers (delivery option 'platform'). */
    driverPayouts: z.number(),
    /** The platform's part of those fees. */
    platformShare: z.number(),
  }),
  accounts: z.object({
    partners: z.object({ total: z.number(), active: z.number(), suspended: z.number(), unverified: z.number() }),
    /** active: approved and not suspended, i.e. able to take orders. */
    drivers: z.object({ total: z.number(), active: z.number(), pending: z.number(), rejected: z.number(), suspended: z.number() }),
    customers: z.object({ total: z.number(), active: z.number(), suspended: z.number() }),
  }),
  /** Orders placed in the window by their current status. */
  ordersByStatus: z.array(z.object({ status: z.string(), count: z.number() })),
  /** One point per day of the window (Nairobi days), oldest first, zero-filled. */
  daily: z.array(z.object({ date: z.string(), orders: z.number(), value: z.number() })),
});
export type TOverview = z.infer<typeof ZOverview>;

/* ---------- Partners ---------- */

export const ADMIN_PARTNER_FILTERS = ['all', 'suspended', 'unverified'] as const;
export const ZAdminPartnerListQuery = ZPageQuery.extend({ q: zSearch, status: z.enum(ADMIN_PARTNER_FILTERS).default('all') });

export const ZAdminPartner = z.object({
  _id: z.string(),
  businessName: z.string(),
  businessType: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  town: z.string(),
  slug: z.string(),
  profileImage: z.string().nullable(),
  role: z.enum(['partner', 'admin']),
  verified: z.boolean(),
  suspended: z.boolean(),
  suspendedReason: z.string().nullable(),
  hasBusinessPermit: z.boolean(),
  createdAt: z.string(),
  /** Takes orders for now (hours and pause, Nairobi time). */
  openNow: z.boolean(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  paused: z.boolean(),
  pausedUntil: z.string().nullable(),
  pauseReason: z.string().nullable(),
  hours: ZStoreHours,
});
export type TAdminPartner = z.infer<typeof ZAdminPartner>;

export const ZAdminPartnerDetail = ZAdminPartner.extend({
  idNumber: z.string(),
  location: z.string(),
  address: z.string().nullable(),
  description: z.string().nullable(),
  /** The stored path; the file itself is only served by businessPermitUrl (admin and owner). */
  businessPermit: z.string().nullable(),
  businessPermitUrl: z.string().nullable(),
  ratings: z.object({ average: z.number(), count: z.number() }),
  counts: z.object({ products: z.number(), subOrders: z.number(), deliveredSubOrders: z.number(), cancelledSubOrders: z.number() }),
  /** Value of the store's delivered sub-orders. */
  deliveredValue: z.number(),
});
export type TAdminPartnerDetail = z.infer<typeof ZAdminPartnerDetail>;

export const ZAdminPartnerActionResponse = z.object({ message: z.string(), partner: ZAdminPartner });

/** The admin pauses a store's new orders the way the store can, and says why (audited). */
export const ZAdminPauseRequest = ZPauseRequest.extend({ reason: zReason });
export type TAdminPauseRequest = z.infer<typeof ZAdminPauseRequest>;

/* ---------- Drivers ---------- */

export const ZAdminDriverListQuery = ZPageQuery.extend({ q: zSearch, status: z.enum(VERIFICATION_STATUSES).optional() });

export const ZAdminDriver = ZDriver.extend({ suspendedReason: z.string().nullable(), deliveredOrders: z.number() });
export type TAdminDriver = z.infer<typeof ZAdminDriver>;

export const ZAdminDriverActionResponse = z.object({ message: z.string(), driver: ZAdminDriver });

/* ---------- Customers ---------- */

export const ZAdminCustomerListQuery = ZPageQuery.extend({ q: zSearch });

export const ZAdminCustomer = z.object({
  _id: z.string(),
  username: z.string(),
  names: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  town: z.string(),
  suspended: z.boolean(),
  suspendedReason: z.string().nullable(),
  orderCount: z.number(),
  createdAt: z.string(),
});
export type TAdminCustomer = z.infer<typeof ZAdminCustomer>;

export const ZAdminCustomerActionResponse = z.object({ message: z.string(), customer: ZAdminCustomer });

/* ---------- Orders ---------- */

const zDay = (label: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().refine(isCalendarDay, `${label} must be a calendar day written YYYY-MM-DD`).optional(),
  );
const zOptionalId = (label: string) => z.preprocess((v) => (v === '' ? undefined : v), zObjectId(label).optional());

export const ZAdminOrderListQuery = ZPageQuery.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(ORDER_STATUSES, { error: 'status is not an order status' }).optional()),
  /** Nairobi calendar days, both inclusive. */
  from: zDay('from'),
  to: zDay('to'),
  shop: zOptionalId('shop'),
  driver: zOptionalId('driver'),
});
export type TAdminOrderListQuery = z.input<typeof ZAdminOrderListQuery>;

const zPerson = z.object({ _id: z.string(), name: z.string(), phoneNumber: z.string() });

export const ZAdminOrderRow = z.object({
  _id: z.string(),
  orderId: z.string(),
  status: z.string(),
  total: z.number(),
  deliveryFee: z.number(),
  /** A promo code's discount: the customer pays total + deliveryFee - discount. */
  discount: z.number().optional(),
  deliveryOption: z.enum(['platform', 'own']),
  paymentMethod: z.string(),
  town: z.string(),
  customer: zPerson,
  driver: zPerson.nullable(),
  shops: z.array(z.object({ _id: z.string(), businessName: z.string(), status: z.string() })),
  createdAt: z.string(),
  /** Shillings M-Pesa confirmed for the order (tips aside), and shillings refunded to the customer's phone. */
  paid: z.number().optional(),
  refunded: z.number().optional(),
});
export type TAdminOrderRow = z.infer<typeof ZAdminOrderRow>;

export const ZStatusHistoryEntry = z.object({
  _id: z.string(),
  /** Null for the order itself. */
  subOrderId: z.string().nullable(),
  shopName: z.string().nullable(),
  fromStatus: z.string().nullable(),
  status: z.string(),
  at: z.string(),
  by: z.object({ kind: z.string(), _id: z.string().nullable(), name: z.string().nullable() }),
  note: z.string().nullable(),
});
export type TStatusHistoryEntry = z.infer<typeof ZStatusHistoryEntry>;

/** The order as its customer sees it, plus the driver, the full history and whether the admin may still cancel. */
/** One M-Pesa attempt of the order, whatever became of it (a prompt the customer cancelled too). */
export const ZAdminPayment = z.object({
  _id: z.string(),
  kind: z.enum(['stk', 'c2b']),
  purpose: z.enum(['order', 'tip']),
  status: z.enum(['sending', 'awaiting', 'paid', 'failed', 'expired']),
  amount: z.number(),
  phone: z.string(),
  /** Why it did not end in a payment (cancelled, wrong-pin, no-answer, ...); null otherwise. */
  reason: z.string().nullable(),
  resultDesc: z.string().nullable(),
  receipt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminPayment = z.infer<typeof ZAdminPayment>;

export const ZAdminRefund = z.object({
  _id: z.string(),
  paymentId: z.string(),
  state: z.enum(REFUND_STATES),
  amount: z.number(),
  reason: z.string(),
  failure: z.string().nullable(),
  transactionId: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminRefund = z.infer<typeof ZAdminRefund>;

export const ZAdminOrderDetail = z.object({
  order: ZOrder,
  driver: zPerson.nullable(),
  history: z.array(ZStatusHistoryEntry),
  cancellable: z.boolean(),
  /** Every payment attempt, oldest first: failed, cancelled and expired prompts too. */
  payments: z.array(ZAdminPayment).optional(),
  /** Every refund of the order, oldest first, with its state. */
  refunds: z.array(ZAdminRefund).optional(),
});

export const ZCancelOrderResponse = z.object({ message: z.string(), status: z.string(), restockedUnits: z.number() });

/* ---------- Messages ---------- */

export const ZAdminMessageListQuery = ZPageQuery.extend({
  handled: z.enum(['true', 'false', 'all'], { error: "handled must be 'true', 'false' or 'all'" }).default('all'),
});

export const ZAdminMessage = z.object({ _id: z.string(), email: z.string(), message: z.string(), handled: z.boolean(), createdAt: z.string() });
export type TAdminMessage = z.infer<typeof ZAdminMessage>;

export const ZAdminMessageActionResponse = z.object({ message: z.string(), contactMessage: ZAdminMessage });

/* ---------- Audit ---------- */

export const ZAuditEntry = z.object({
  _id: z.string(),
  admin: z.object({ _id: z.string(), name: z.string().nullable(), email: z.string().nullable() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string().nullable(),
  details: z.unknown(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
