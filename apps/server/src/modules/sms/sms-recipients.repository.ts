import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { drivers, orders, partnerNotifications, partners, subOrders, users } from '../../db/schema/index.ts';

/** What the texts need to know about their recipients, read when the text is written. */
export function createSmsRecipientRepository(db: DbOrTx) {
  return {
    async order(orderId: string) {
      const [row] = await db
        .select({
          orderNumber: orders.orderId,
          totalCents: orders.totalCents,
          deliveryFeeCents: orders.deliveryFeeCents,
          discountCents: orders.discountCents,
          creditUsedCents: orders.creditUsedCents,
          checkoutTipCents: orders.tipCents,
          deliveryPin: orders.deliveryPin,
          status: orders.status,
          paymentMethod: orders.paymentMethod,
          paymentStatus: orders.paymentStatus,
          customerPhone: users.phoneNumber,
          customerLanguage: users.language,
          smsUpdates: users.smsUpdates,
          // Customers know their rider by the full name given at sign-up, when there is one.
          driverName: sql<string | null>`coalesce(${drivers.fullName}, ${drivers.username})`,
          driverPhone: drivers.phoneNumber,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(drivers, eq(drivers.id, orders.assignedDriverId))
        .where(eq(orders.id, orderId));
      return row ?? null;
    },
    /** A shop's alert about one sub-order, with what tells whether the shop has already seen or acted on it. */
    async shopAlert(notificationId: string) {
      const [row] = await db
        .select({
          acknowledgedAt: partnerNotifications.acknowledgedAt,
          read: partnerNotifications.read,
          subOrderStatus: subOrders.status,
          amountCents: subOrders.totalCents,
          orderNumber: orders.orderId,
          shopName: partners.businessName,
          shopPhone: partners.contactNumber,
          shopLanguage: partners.language,
        })
        .from(partnerNotifications)
        .innerJoin(partners, eq(partners.id, partnerNotifications.partnerId))
        .innerJoin(subOrders, eq(subOrders.id, partnerNotifications.subOrderId))
        .innerJoin(orders, eq(orders.id, subOrders.orderId))
        .where(eq(partnerNotifications.id, notificationId));
      return row ?? null;
    },
    async driver(driverId: string) {
      const [row] = await db
        .select({ phone: drivers.phoneNumber, language: drivers.language, verificationStatus: drivers.verificationStatus, suspended: drivers.suspended })
        .from(drivers)
        .where(eq(drivers.id, driverId));
      return row ?? null;
    },
  };
}
export type SmsRecipientRepository = ReturnType<typeof createSmsRecipientRepository>;
