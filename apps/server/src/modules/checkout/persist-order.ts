import { formatKsh, shillingsFromCents, sumCents } from '@sokoni/domain/money';
import { totalForCreditCents } from './credit-at-checkout.ts';
import { SCHEDULED } from '@sokoni/domain/order-status';
import type { PlacedOrderFollowUp } from '../orders/placed-order-follow-up.ts';
import type { DeliveryOption } from '@sokoni/domain/delivery-fee';
import type { TDeliveryAddress } from '@sokoni/domain/contracts/delivery-address';
import { openOrdersMessage, tooManyOpenOrders } from '@sokoni/domain/order-limits';
import { AWAITING_PAYMENT } from '@sokoni/domain/order-statuses';
import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { conflict } from '../../lib/errors.ts';
import type { OrderAggregate } from '../orders/order-reads.repository.ts';
import type { OrderItemRow, OrderRepository } from '../orders/orders.repository.ts';
import { newOrderNumber } from '../orders/order-number.ts';
import { quantitiesOf, type PricedLine, type ShopGroup } from './cart.ts';
import type { AppliedPromo } from '../promos/promo-checkout.ts';

export interface NewOrder {
  userId: string;
  groups: ShopGroup[];
  delivery: { town: string; location: string; feeCents: number; option: DeliveryOption; address?: TDeliveryAddress | undefined };
  paymentMethod: string;
  idempotencyKey: string | null;
  /** How many orders no shop has accepted yet one customer may have at a time (0: no limit). */
  maxOpenOrders: number;
  /**
   * Paid ahead (M-Pesa): the order and its parts wait in AwaitingPayment with the stock held, and
   * the shops hear nothing until it is paid. `alongside` commits with the order (its expiry job).
   */
  paidAhead?: { alongside: (tx: DbOrTx, orderId: string) => Promise<void> };
  /** An order for later: its time slot; its shops are alerted before it, not now. */
  scheduledFor?: Date | null;
  /** Writes in the order's transaction once it is stored (its durable jobs). */
  afterWrite?: PlacedOrderFollowUp;
  /** The effects of the shops' alerts (texts), written in the order's transaction; not for an order paid ahead. */
  alertEffects?: (tx: DbOrTx, orderId: string, alerts: ShopAlert[]) => Promise<void>;
  /** Proof of delivery for a platform delivery; null when DELIVERY_PIN is off or the shop delivers. */
  deliveryPin: string | null;
  /** A promo code that applies: its use is taken (or refused) in this transaction. */
  promo?: AppliedPromo | null;
  /** Sokoni credit to spend on the order, in its transaction (decision 024); returns the cents spent. */
  credit?: (tx: DbOrTx, orderId: string, totalCents: number) => Promise<number>;
  /** Writes the jobs that `write` schedules in `tx` with one statement (JobRunner.inOneStatement). */
  jobsInOneStatement?: (tx: DbOrTx, write: () => Promise<void>) => Promise<void>;
  /** A tip for the rider in cents of whole shillings (0 for none), decided by checkoutTipCents. */
  tipCents?: number;
}

export interface ShopAlert {
  partnerId: string;
  subOrderId: string;
  notificationId: string;
  message: string;
}

export type PersistResult =
  | { created: true; orderId: string; orderNumber: string; alerts: ShopAlert[]; order: OrderAggregate }
  | { created: false; orderId: null };

const ORDER_NUMBER_ATTEMPTS = 5;

/** What a store's notification says about a new order for it. */
export function newOrderAlert(orderNumber: string, itemCount: number, totalCents: number): string {
  return `New order ${orderNumber}: ${itemCount} item${itemCount === 1 ? '' : 's'} (${formatKsh(shillingsFromCents(totalCents))})`;
}

/** The unique index a PostgreSQL error (possibly wrapped by the driver or Drizzle) violated. */
function violatedUniqueIndex(error: unknown): string | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const candidate = current as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === '23505') return candidate.constraint ?? '';
    current = candidate.cause;
  }
  return null;
}

function outOfStock(line: PricedLine, left: number) {
  const message = left > 0 ? `Sorry, only ${left} of ${line.name} left in stock.` : `Sorry, ${line.name} is out of stock.`;
  return conflict(message, { product: line.productId, name: line.name, available: left });
}

/**
 * Step 'persist': one transaction writes the order and, in the same statement, locks its products
 * (so concurrent orders queue and can never oversell), checks the customer's open orders (under a
 * lock on the customer, so two checkouts at once cannot both slip under the limit) and the
 * products' stock, then takes the stock and writes sub-orders, items, status history and each
 * shop's notification in one statement. Any refusal rolls all of it back.
 * With an Idempotency-Key, a second submit of the same key waits on the unique index and then
 * reports `created: false` so the caller returns the first order.
 * The order comes back as the order pages read it (sub-orders and items by id, as they list them),
 * built from what was written instead of read again.
 */
export async function persistOrder(orders: OrderRepository, input: NewOrder, now = new Date()): Promise<PersistResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeOrder(orders, input, newOrderNumber(now));
    } catch (error) {
      const index = violatedUniqueIndex(error);
      if (index === 'orders_idempotency_idx') return { created: false, orderId: null };
      if (index === 'orders_order_id_idx' && attempt < ORDER_NUMBER_ATTEMPTS) continue;
      throw error;
    }
  }
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

async function writeOrder(orders: OrderRepository, input: NewOrder, orderNumber: string): Promise<PersistResult> {
  const scheduledFor = input.scheduledFor ?? null;
  const status = input.paidAhead ? AWAITING_PAYMENT : scheduledFor ? SCHEDULED : 'Pending';
  return orders.transaction(async (repo, tx) => {
    const orderId = newId();
    const totalCents = sumCents(input.groups.map((g) => g.totalCents));
    // Checked in product id order, so the refusal names the same product whoever is looking.
    const lines = input.groups.flatMap((g) => g.lines).sort((a, b) => a.productId.localeCompare(b.productId));
    // The order row goes first: a concurrent submit with the same Idempotency-Key stops here. The
    // same statement then locks the products and reads their stock.
    const { order, user, everHadCredit, stock } = await repo.insertOrder({
      id: orderId,
      orderId: orderNumber,
      userId: input.userId,
      deliveryTown: input.delivery.town,
      deliveryLocation: input.delivery.location,
      deliveryFeeCents: input.delivery.feeCents,
      deliveryOption: input.delivery.option,
      deliveryLandmark: input.delivery.address?.landmark ?? null,
      deliveryBuilding: input.delivery.address?.building ?? null,
      deliveryDirections: input.delivery.address?.directions ?? null,
      deliveryContactPhone: input.delivery.address?.contactPhone ?? null,
      paymentMethod: input.paymentMethod,
      totalCents,
      idempotencyKey: input.idempotencyKey,
      status,
      scheduledFor,
      ...(input.paidAhead ? { paymentStatus: AWAITING_PAYMENT } : {}),
      deliveryPin: input.deliveryPin,
      tipCents: input.tipCents ?? 0,
    }, [...new Set(lines.map((l) => l.productId))]);
    if (input.promo) {
      // Before the code's own lock: the same customer's other checkouts (with another first-order
      // code, say) wait here, and then count this order among their earlier ones.
      await repo.lockCustomer(input.userId);
      await input.promo.claim(repo.tx, orderId, input.userId);
      Object.assign(order, { discountCents: input.promo.discountCents, promoCode: input.promo.code });
    }
    if (input.maxOpenOrders > 0 && tooManyOpenOrders(await repo.lockCustomerOpenOrders(input.userId, orderId), input.maxOpenOrders)) {
      throw conflict(openOrdersMessage(input.maxOpenOrders), { maxOpenOrders: input.maxOpenOrders });
    }
    // Lines of one product with different options draw on its one stock count.
    const taken = [...quantitiesOf(lines)].map(([productId, quantity]) => ({ productId, quantity }));
    for (const { productId, quantity } of taken) {
      const left = stock.get(productId) ?? 0;
      if (left < quantity) throw outOfStock(lines.find((l) => l.productId === productId)!, left);
    }
    const subs = input.groups.map((group) => ({ id: newId(), group }));
    const items: OrderItemRow[] = subs.flatMap(({ id, group }) =>
      group.lines.map((line) => ({
        id: newId(),
        orderId,
        subOrderId: id,
        productId: line.productId,
        name: line.name,
        quantity: line.quantity,
        priceCents: line.unitPriceCents,
        choices: line.chosen,
      })),
    );
    const created = { fromStatus: null, toStatus: status, actorKind: 'customer', actorId: input.userId, note: 'order placed' };
    // Shops hear of an order paid ahead once it is paid, and of a scheduled one before its slot (by a job);
    // a scheduled order shows in their Scheduled list now.
    const notifications = (input.paidAhead || scheduledFor ? [] : subs).map(({ id, group }) => {
      const count = group.lines.reduce((n, l) => n + l.quantity, 0);
      return {
        id: newId(),
        partnerId: group.shop.id,
        subOrderId: id,
        orderId,
        url: `/partner/orders/${id}`,
        message: newOrderAlert(orderNumber, count, group.totalCents),
      };
    });
    const subRows = await repo.insertOrderParts({
      stock: taken,
      subOrders: subs.map(({ id, group }) => ({ id, orderId, partnerId: group.shop.id, totalCents: group.totalCents, status })),
      items,
      history: [{ id: newId(), orderId, ...created }, ...subs.map(({ id }) => ({ id: newId(), orderId, subOrderId: id, ...created }))],
      notifications,
    });
    // A credit account without a single entry has nothing to spend or let expire: no read, no lock.
    if (input.credit && everHadCredit) {
      order.creditUsedCents = await input.credit(repo.tx, orderId, totalForCreditCents({ itemsCents: totalCents, deliveryFeeCents: input.delivery.feeCents, discountCents: input.promo?.discountCents ?? 0 }));
    }
    await input.paidAhead?.alongside(repo.tx, orderId);
    const shops = new Map(input.groups.map(({ shop }) => [shop.id, shop]));
    const aggregate: OrderAggregate = {
      order,
      user,
      subOrders: subRows.sort(byId).map((sub) => {
        const shop = shops.get(sub.partnerId)!;
        return { ...sub, shop: { id: shop.id, businessName: shop.businessName, location: shop.location, town: shop.town } };
      }),
      items: items.sort(byId),
    };
    const prepMinutes = new Map(input.groups.map(({ shop }) => [shop.id, shop.prepMinutes]));
    const alerts = notifications.map((n) => ({ partnerId: n.partnerId, subOrderId: n.subOrderId, notificationId: n.id, message: n.message }));
    // An order paid ahead gets its follow-ups when it is paid and goes to its shops (modules/payments).
    if (!input.paidAhead) {
      const followUps = async () => {
        await input.afterWrite?.(tx, { id: orderId, scheduledFor, subOrders: subRows.map((s) => ({ id: s.id, partnerId: s.partnerId, prepMinutes: prepMinutes.get(s.partnerId) ?? 20 })) });
        await input.alertEffects?.(tx, orderId, alerts);
      };
      // Answer deadlines, texts and push messages: one insert of all their jobs instead of one each.
      await (input.jobsInOneStatement ? input.jobsInOneStatement(tx, followUps) : followUps());
    }
    return { created: true as const, orderId, orderNumber, alerts, order: aggregate };
  });
}
