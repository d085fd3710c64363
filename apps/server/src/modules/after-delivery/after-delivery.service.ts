import { answeredDiscount } from '@sokoni/domain/contracts/catalog';
import type { TAdminRiderRatings, TOrderTip, TReorderAnswer, TRiderRating, TRiderRatingSummary, ZAddTipRequest, ZRiderRatingRequest } from '@sokoni/domain/contracts/after-delivery';
import { centsFromShillings, shillingsFromCents } from '@sokoni/domain/money';
import { reorderAnswer } from '@sokoni/domain/reorder';
import { averageRating, whyNoRiderRating } from '@sokoni/domain/rider-rating';
import { whyNoTip, whyNotTipAmount } from '@sokoni/domain/tips';
import type { z } from 'zod';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { rethrowUnique } from '../../lib/unique-violation.ts';
import type { Account } from '../../plugins/authenticate.ts';
import type { CartProductRepository } from '../checkout/cart-products.repository.ts';
import { answeredChoices, answeredOptions } from '@sokoni/domain/product-options';
import type { AfterDeliveryOrder, AfterDeliveryRepository } from './after-delivery.repository.ts';

const RECENT_RATINGS = 10;

/**
 * What a customer does after a delivery: tip the rider, rate the rider, order the same again;
 * and what riders and the admin see of the ratings. Only the order's own customer acts on it.
 */
/** What an M-Pesa tip needs of the payments module (null when M-Pesa is off). */
export interface TipPrompts {
  phone(requested: string | undefined, customerId: string): Promise<string>;
  start(tip: { id: string; orderId: string; orderNumber: string; amountCents: number }, phone: string): Promise<'sent' | 'failed'>;
}

export function createAfterDeliveryService(deps: { repo: AfterDeliveryRepository; cartProducts: CartProductRepository; tipPrompts: TipPrompts | null; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  async function ownOrder(account: Account, idOrNumber: string, doing: string): Promise<AfterDeliveryOrder> {
    const order = await deps.repo.order(idOrNumber);
    if (!order) throw notFound('Order not found.');
    if (account.kind !== 'user' || account.id !== order.userId) throw forbidden(`Only the customer who placed this order can ${doing}.`);
    return order;
  }

  return {
    /**
     * A tip after delivery: cash the customer promises, which the rider confirms when handed over
     * (POST /api/driver/orders/:id/cash-tip), or an M-Pesa prompt, paid to the rider once Daraja
     * confirms it. One per order; a failed M-Pesa tip may be tried again.
     */
    async addTip(account: Account, idOrNumber: string, request: z.output<typeof ZAddTipRequest>): Promise<TOrderTip> {
      const order = await ownOrder(account, idOrNumber, 'tip its rider');
      const amountWhy = whyNotTipAmount(request.amount);
      if (amountWhy) throw badRequest(amountWhy);
      const why = whyNoTip(order, now());
      if (why) throw conflict(why);
      if (order.tipCents > 0) throw conflict('This order already carries a tip for its rider.');
      const prompts = request.method === 'mpesa' ? deps.tipPrompts : null;
      if (request.method === 'mpesa' && !prompts) throw conflict('M-Pesa is not available: give your rider a cash tip instead.');
      const phone = prompts ? await prompts.phone(request.mpesaPhone, account.id) : null;
      const change = { amountCents: centsFromShillings(request.amount), method: request.method };
      const tip =
        (await deps.repo.retryFailedTip(order.id, change)) ??
        (await deps.repo
          .insertTip({ orderId: order.id, driverId: order.assignedDriverId!, userId: account.id, ...change })
          .catch((error: unknown) => rethrowUnique(error, { rider_tips_order_idx: 'This order already carries a tip for its rider.' })));
      if (prompts && phone) {
        const sent = await prompts.start({ id: tip.id, orderId: order.id, orderNumber: order.orderNumber, amountCents: change.amountCents }, phone);
        return { amount: request.amount, addedAt: 'after', method: 'mpesa', status: sent === 'sent' ? 'Awaiting' : 'Failed' };
      }
      return { amount: request.amount, addedAt: 'after', method: 'cash', status: 'Promised' };
    },

    async rateRider(account: Account, idOrNumber: string, request: z.output<typeof ZRiderRatingRequest>): Promise<TRiderRating> {
      const order = await ownOrder(account, idOrNumber, 'rate its rider');
      const why = whyNoRiderRating(order);
      if (why) throw conflict(why);
      const row = await deps.repo
        .insertRating({ orderId: order.id, driverId: order.assignedDriverId!, userId: account.id, rating: request.rating, tags: request.tags, comment: request.comment || null })
        .catch((error: unknown) => rethrowUnique(error, { rider_ratings_order_idx: 'You have already rated the rider for this order.' }));
      return { _id: row.id, orderId: order.orderNumber, rating: row.rating, tags: row.tags, comment: row.comment, createdAt: row.createdAt.toISOString() };
    },

    /** The rider's own view: average, count and recent ratings, never who gave them. */
    async riderSummary(driverId: string): Promise<TRiderRatingSummary> {
      const { count, sum, rows } = await deps.repo.ratingSummary(driverId, RECENT_RATINGS);
      return {
        average: count ? Math.round((sum * 10) / count) / 10 : null,
        count,
        recent: rows.map((r) => ({ _id: r.id, rating: r.rating, tags: r.tags, comment: r.comment, createdAt: r.createdAt.toISOString() })),
      };
    },

    /** Riders for the admin, lowest average first (those without ratings last), so the ones to look at lead. */
    async ridersByRating(): Promise<TAdminRiderRatings> {
      const rows = await deps.repo.ridersWithRatings();
      return rows
        .map((r) => ({
          _id: r.id,
          username: r.username,
          phoneNumber: r.phoneNumber,
          suspended: r.suspended,
          average: r.count ? averageRating([r.sum / r.count]) : null,
          count: r.count,
          lowRatings: r.low,
          lastComment: r.lastComment,
        }))
        .sort((a, b) => (a.average ?? 6) - (b.average ?? 6) || b.count - a.count || a.username.localeCompare(b.username));
    },

    /** 'Order again': the old order's items still sold, at today's prices, and what changed. */
    async reorder(account: Account, idOrNumber: string): Promise<TReorderAnswer> {
      const order = await ownOrder(account, idOrNumber, 'order it again');
      const past = await deps.repo.pastLines(order.id);
      const ids = [...new Set(past.map((l) => l.productId).filter((id): id is string => id !== null))];
      // Shillings, as the answer and its change notes show them: the rule only compares prices.
      const today = (await deps.cartProducts.findForCart(ids)).map((p) => ({ ...p, price: shillingsFromCents(p.priceCents), discountedPrice: shillingsFromCents(p.discountedPriceCents) }));
      const answer = reorderAnswer(past.map((l) => ({ ...l, price: shillingsFromCents(l.priceCents) })), today, now());
      const byId = new Map(today.map((p) => [p.id, p]));
      const looks = new Map((await deps.repo.productLooks(answer.lines.map((l) => l.productId))).map((p) => [p.id, p]));
      return {
        orderId: order.orderNumber,
        lines: answer.lines.map((l) => {
          const p = byId.get(l.productId)!;
          const look = looks.get(l.productId);
          return {
            productId: l.productId,
            name: l.name,
            quantity: l.quantity,
            price: l.price,
            ...answeredChoices(l.choices),
            product: {
              _id: p.id,
              name: p.name,
              price: p.price,
              discountedPrice: answeredDiscount(p.discountedPrice),
              primaryImage: look?.primaryImage ?? look?.images[0] ?? null,
              unit: look?.unit ?? 'pcs',
              inventory: p.inventory,
              maxPerOrder: p.maxPerOrder,
              shop: { _id: p.shop.id, shopName: p.shop.businessName, town: p.shop.town },
              ...answeredOptions(p.options),
            },
            shop: { _id: l.shop.id, shopName: l.shop.shopName },
          };
        }),
        changes: answer.changes,
      };
    },
  };
}
export type AfterDeliveryService = ReturnType<typeof createAfterDeliveryService>;
