/**
 * What happened, said once by the service that made it happen. Inside its transaction the events'
 * durable effects are written as jobs (texts, refunds); once it commits they are published to the
 * in-process subscribers (socket events). See event-bus.ts and decision 009.
 */

/** The order as those who hear about it need it: whom to tell and what it is now. */
export interface OrderRef {
  id: string;
  userId: string;
  /** The driver concerned: the assigned one, or the one just released. */
  driverId: string | null;
  status: string;
}

export type DomainEvent =
  /** `stores` get the new-order alert now; `scheduledStoreIds` (an order for later) only see it in their Scheduled list. */
  | { type: 'OrderPlaced'; orderId: string; stores: { storeId: string; subOrderId: string; notificationId: string; message: string }[]; scheduledStoreIds?: readonly string[] }
  /** A scheduled part reached its shop PREP_MINUTES before its slot: the shop gets the new-order alert. */
  | { type: 'ScheduledOrderDue'; orderId: string; store: { storeId: string; subOrderId: string; notificationId: string; message: string } }
  /**
   * Part (or all) of an order will not be delivered and `amount` (items, plus the delivery fee when
   * nothing is delivered) is owed back to the customer if it was paid ahead. Cash on delivery owes
   * nothing: the customer pays only what is handed over. Payment work hooks its refunds here.
   */
  | { type: 'RefundDue'; order: OrderRef; paymentMethod: string; paymentStatus: string; amountCents: number; subOrderIds: readonly string[]; reason: string }
  | { type: 'SubOrderMoved'; order: OrderRef; subOrderId: string; storeId: string; from: string; to: string }
  /** `storeIds`: the stores told about it; none when the order only followed its sub-orders (they heard of those). */
  | { type: 'OrderMoved'; order: OrderRef; from: string; to: string; storeIds: readonly string[] }
  /** Cash on delivery is paid at hand-over; M-Pesa will publish this when the payment is confirmed. */
  | { type: 'OrderPaid'; order: OrderRef; paymentMethod: string }
  /** An M-Pesa attempt moved on: the customer's waiting screen follows it. */
  | { type: 'PaymentUpdated'; orderId: string; userId: string; paymentStatus: string; reason: string | null }
  /** A replacement for an item was proposed, approved, refused or ran out: the customer's and the shop's pages reload it. */
  | { type: 'SubstitutionChanged'; order: OrderRef; subOrderId: string; storeId: string; status: string; /** Set when a replacement was just proposed: the customer is asked. */ proposedId?: string }
  | { type: 'DriverAssigned'; order: OrderRef; storeIds: readonly string[] }
  | { type: 'DriverReleased'; order: OrderRef; storeIds: readonly string[] }
  | { type: 'OrderOpenedToDrivers'; orderId: string; status: string; storeNames: readonly string[] }
  | { type: 'OrderClosedToDrivers'; orderId: string }
  | { type: 'DriverReviewed'; driverId: string; verificationStatus: string; suspended: boolean }
  /** A problem report was made, answered by a shop or decided by the admin. */
  | { type: 'ProblemUpdated'; problemId: string; orderId: string; userId: string; storeIds: readonly string[]; status: string }
  /**
   * Every approved driver hears of an open order: nobody online was near, or the first wave passed
   * (`afterWave`: the wave's drivers, who heard first, and when it was offered to them).
   */
  | { type: 'OrderOfferedToEveryone'; orderId: string; status: string; storeNames: readonly string[]; afterWave?: { driverIds: readonly string[]; openedAt: Date } }
  /** The first wave of an offer: these drivers, nearest first, hear of the order before the others. */
  | { type: 'OrderOfferedNearby'; orderId: string; status: string; storeNames: readonly string[]; driverIds: readonly string[] }
  /** A delivery the admin should look at: PIN entry locked, or handed over without the PIN. */
  | { type: 'DeliveryFlagged'; orderId: string; orderNumber: string; reason: string }
  /** A rider's new position, for the customer of one order they carry. */
  | { type: 'RiderLocated'; orderId: string; userId: string; lat: number; lng: number; at: Date; etaMinutes: number | null };
