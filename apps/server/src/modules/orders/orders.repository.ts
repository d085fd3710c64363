import { and, eq, getTableColumns, ne, or, sql } from 'drizzle-orm';
import { CASH_ON_DELIVERY, OPEN_ORDER_STATUS, UNPAID_STATUS } from '@sokoni/domain/order-limits';
import { CANCELLED } from '@sokoni/domain/order-status';
import { AWAITING_PAYMENT, SCHEDULED } from '@sokoni/domain/order-statuses';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { PgTable } from 'drizzle-orm/pg-core';
import { orderItems, orders, partnerNotifications, statusHistory, subOrders, users } from '../../db/schema/index.ts';
import { columnList, fromRow, preparedStatement } from '../../db/statement.ts';
import type { NewPartnerNotificationRow } from '../partner/notifications.repository.ts';
import type { OrderCustomer } from './order-reads.repository.ts';

export type OrderRow = typeof orders.$inferSelect;
type NewOrderRow = typeof orders.$inferInsert;
export type SubOrderRow = typeof subOrders.$inferSelect;
type NewSubOrderRow = typeof subOrders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
type NewOrderItemRow = typeof orderItems.$inferInsert;
export type NewStatusHistoryRow = typeof statusHistory.$inferInsert;

/**
 * The new order row and, in the same round trip, its customer as the order pages show them, and its
 * products locked with their stock as it is now (see lockStock below). The lock follows the insert
 * (it needs the order's row), as it did when it was a statement of its own: a second submit with the
 * same Idempotency-Key still stops at the order's unique index first.
 */
const insertOrderStatement = preparedStatement(
  'orders_insert_with_customer_and_stock',
  `WITH o AS (
     INSERT INTO orders (id, order_id, user_id, delivery_town, delivery_location, delivery_fee_cents, delivery_option, payment_method, total_cents, idempotency_key, status, payment_status, scheduled_for, delivery_pin,
                         delivery_landmark, delivery_building, delivery_directions, delivery_contact_phone, tip_cents)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
     RETURNING ${columnList(orders)}
   ), locked AS (
     SELECT p.id, p.inventory FROM products p WHERE p.id = ANY($20) AND EXISTS (SELECT 1 FROM o) ORDER BY p.id FOR UPDATE OF p
   )
   SELECT o.*, u.names AS customer_names, u.username AS customer_username, u.phone_number AS customer_phone_number,
          EXISTS (SELECT 1 FROM ledger_entries e WHERE e.account_kind = 'customerCredit' AND e.account_owner_id = o.user_id) AS customer_ever_had_credit,
          (SELECT coalesce(json_agg(json_build_array(l.id, l.inventory)), '[]'::json) FROM locked l) AS product_stock
   FROM o JOIN users u ON u.id = o.user_id`,
);

/**
 * Everything an order holds besides its own row, in one statement: the stock taken, sub-orders,
 * items, status history and the shops' notifications (rows as JSON arrays, so the text never
 * changes and stays prepared). Foreign keys between them are checked at the end of the statement.
 * The products must already be locked (insertOrder): the stock condition here is only a safeguard.
 */
const insertOrderPartsStatement = preparedStatement(
  'orders_insert_parts',
  `WITH subs AS (
     INSERT INTO sub_orders (id, order_id, partner_id, total_cents, status)
     SELECT r.id, r.order_id, r.partner_id, r.total_cents, coalesce(r.status, 'Pending')
     FROM json_to_recordset($1::json) AS r(id text, order_id text, partner_id text, total_cents bigint, status text)
     RETURNING ${columnList(subOrders)}
   ), items AS (
     INSERT INTO order_items (id, order_id, sub_order_id, product_id, name, quantity, price_cents, choices)
     SELECT r.id, r.order_id, r.sub_order_id, r.product_id, r.name, r.quantity, r.price_cents, coalesce(r.choices, '[]'::jsonb)
     FROM json_to_recordset($2::json) AS r(id text, order_id text, sub_order_id text, product_id text, name text, quantity integer, price_cents bigint, choices jsonb)
   ), history AS (
     INSERT INTO status_history (id, order_id, sub_order_id, from_status, to_status, actor_kind, actor_id, note)
     SELECT r.id, r.order_id, r.sub_order_id, r.from_status, r.to_status, r.actor_kind, r.actor_id, r.note
     FROM json_to_recordset($3::json) AS r(id text, order_id text, sub_order_id text, from_status text, to_status text, actor_kind text, actor_id text, note text)
   ), notifications AS (
     INSERT INTO partner_notifications (id, partner_id, message, sub_order_id, order_id, url)
     SELECT r.id, r.partner_id, r.message, r.sub_order_id, r.order_id, r.url
     FROM json_to_recordset($4::json) AS r(id text, partner_id text, message text, sub_order_id text, order_id text, url text)
   ), stock AS (
     UPDATE products p SET inventory = p.inventory - r.quantity, updated_at = now()
     FROM json_to_recordset($5::json) AS r(id char(24), quantity integer)
     WHERE p.id = ANY($6) AND p.id = r.id AND p.inventory >= r.quantity
     RETURNING p.id
   )
   SELECT s.*, (SELECT count(*) FROM stock)::int AS stock_taken FROM subs s`,
);

/** Rows as a JSON array keyed by column name, for json_to_recordset. */
function rowsJson(table: PgTable, rows: readonly Record<string, unknown>[]): string {
  const columns = Object.entries(getTableColumns(table));
  return JSON.stringify(
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (const [field, column] of columns) if (row[field] !== undefined) out[column.name] = row[field];
      return out;
    }),
  );
}

interface NewOrderParts {
  /** Units to take off each product's stock. */
  stock: { productId: string; quantity: number }[];
  subOrders: NewSubOrderRow[];
  items: NewOrderItemRow[];
  history: NewStatusHistoryRow[];
  notifications: NewPartnerNotificationRow[];
}

/** Writes that place an order; every later change goes through the order transition (order-transition.ts). */
function orderWrites(db: DbOrTx) {
  /** Queues the customer's checkouts one behind the other until this transaction ends. */
  const lockCustomer = async (userId: string): Promise<void> => {
    await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  };
  return {
    /** The transaction these writes run in, for work that must commit with the order (its expiry job). */
    tx: db,
    /** The order row first: a concurrent submit with the same Idempotency-Key waits here on the unique index. */
    /**
     * Also answers whether the customer's credit account has any entry at all: most never had
     * credit, and then checkout has none to spend or let expire without reading it (decision 024).
     * And locks `productIds` until the transaction ends, reading their stock as it is now:
     * concurrent buyers of a product queue here, so stock checked against this is never oversold.
     * They are locked in id order, so two carts sharing products always lock them in the same order
     * and never deadlock. Products that no longer exist are missing from `stock`.
     */
    async insertOrder(row: NewOrderRow, productIds: readonly string[]): Promise<{ order: OrderRow; user: OrderCustomer; everHadCredit: boolean; stock: Map<string, number> }> {
      const [raw] = await insertOrderStatement(db, [
        row.id,
        row.orderId,
        row.userId,
        row.deliveryTown,
        row.deliveryLocation,
        row.deliveryFeeCents,
        row.deliveryOption,
        row.paymentMethod,
        row.totalCents,
        row.idempotencyKey ?? null,
        row.status ?? 'Pending',
        row.paymentStatus ?? 'Pending',
        row.scheduledFor ?? null,
        row.deliveryPin ?? null,
        row.deliveryLandmark ?? null,
        row.deliveryBuilding ?? null,
        row.deliveryDirections ?? null,
        row.deliveryContactPhone ?? null,
        row.tipCents ?? 0,
        [...productIds],
      ]);
      const user = {
        id: row.userId,
        names: raw!['customer_names'] as string,
        username: raw!['customer_username'] as string,
        phoneNumber: raw!['customer_phone_number'] as string,
      };
      const stock = new Map((raw!['product_stock'] as [string, number][]).map(([id, inventory]) => [id, Number(inventory)]));
      return { order: fromRow(orders, raw!), user, everHadCredit: raw!['customer_ever_had_credit'] === true, stock };
    },
    /**
     * Locks the customer's row until the transaction ends, so one customer's checkouts queue here,
     * and counts their other open orders: not yet accepted by every shop (scheduled ones too), or paid ahead and not paid.
     * NO KEY UPDATE, because the new order's foreign key already holds a KEY SHARE lock on that row.
     */
    lockCustomer,

    async lockCustomerOpenOrders(userId: string, exceptOrderId: string): Promise<number> {
      await lockCustomer(userId);
      const [row] = await db
        .select({ open: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            ne(orders.id, exceptOrderId),
            or(
              eq(orders.status, OPEN_ORDER_STATUS),
              // An order for later holds its stock from placing until a shop accepts it near the slot.
              eq(orders.status, SCHEDULED),
              // An M-Pesa order waiting for its payment holds its stock all the same.
              eq(orders.status, AWAITING_PAYMENT),
              and(ne(orders.paymentMethod, CASH_ON_DELIVERY), eq(orders.paymentStatus, UNPAID_STATUS), ne(orders.status, CANCELLED)),
            ),
          ),
        );
      return row?.open ?? 0;
    },
    /** Stock, sub-orders, items, history and notifications of a new order in one round trip; returns the sub-orders. */
    async insertOrderParts(parts: NewOrderParts): Promise<SubOrderRow[]> {
      const rows = await insertOrderPartsStatement(db, [
        rowsJson(subOrders, parts.subOrders),
        rowsJson(orderItems, parts.items),
        rowsJson(statusHistory, parts.history),
        rowsJson(partnerNotifications, parts.notifications),
        JSON.stringify(parts.stock.map((s) => ({ id: s.productId, quantity: s.quantity }))),
        parts.stock.map((s) => s.productId),
      ]);
      // Locked rows with enough stock were checked by the caller; anything else is a bug, and rolls back.
      if (Number(rows[0]?.['stock_taken']) !== parts.stock.length) throw new Error('Stock changed on locked products');
      return rows.map((raw) => fromRow(subOrders, raw));
    },
  };
}
type OrderWrites = ReturnType<typeof orderWrites>;

export function createOrderRepository(db: Db) {
  return {
    ...orderWrites(db),
    /** Runs `work` in one transaction with repositories bound to it. */
    transaction<T>(work: (repo: OrderWrites, tx: DbOrTx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(orderWrites(tx), tx));
    },
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
