/**
 * What happened, said once by the service that made it happen and published only after its
 * transaction commits (see event-bus.ts). Subscribers turn these into socket events today, and
 * into SMS and ledger work later where that is not part of the transaction itself.
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
  | { type: 'OrderPlaced'; orderId: string; stores: { storeId: string; subOrderId: string; notificationId: string; message: string }[] }
  | { type: 'SubOrderMoved'; order: OrderRef; subOrderId: string; storeId: string; from: string; to: string }
  /** `storeIds`: the stores told about it; none when the order only followed its sub-orders (they heard of those). */
  | { type: 'OrderMoved'; order: OrderRef; from: string; to: string; storeIds: readonly string[] }
  /** Cash on delivery is paid at hand-over; M-Pesa will publish this when the payment is confirmed. */
  | { type: 'OrderPaid'; order: OrderRef; paymentMethod: string }
  | { type: 'DriverAssigned'; order: OrderRef; storeIds: readonly string[] }
  | { type: 'DriverReleased'; order: OrderRef; storeIds: readonly string[] }
  | { type: 'OrderOpenedToDrivers'; orderId: string; status: string; storeNames: readonly string[] }
  | { type: 'OrderClosedToDrivers'; orderId: string }
  | { type: 'DriverReviewed'; driverId: string; verificationStatus: string; suspended: boolean };
