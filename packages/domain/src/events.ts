/** Socket.io events the server sends, by name, with their payloads. */
export interface ServerToClientEvents {
  newSubOrder: (payload: { message: string; subOrderId: string; orderId: string; notificationId?: string }) => void;
  newOrderAvailable: (payload: { orderId: string; status: string; shops: { shopName: string }[] }) => void;
  orderRemoved: (payload: { orderId: string }) => void;
  orderUpdated: (payload: { orderId: string; status: string }) => void;
  subOrderUpdated: (payload: { subOrderId: string; orderId: string; status: string }) => void;
  /** To a driver's own room when an admin approves, rejects or reinstates them: the dashboard reloads the profile. */
  driverStatusChanged: (payload: { verificationStatus: string; suspended: boolean }) => void;
  /** A problem report on an order changed: to its customer, the order's shops and the admins. */
  problemUpdated: (payload: { problemId: string; orderId: string; status: string }) => void;
  /** To the customer's room when an M-Pesa attempt of their order moves on (sent, paid, failed, expired). */
  paymentUpdated: (payload: { orderId: string; paymentStatus: string; reason: string | null }) => void;
  /** To the admins: a delivery to review (PIN entry locked, or handed over without the PIN). */
  deliveryFlagged: (payload: { orderId: string; orderNumber: string; reason: string }) => void;
  /** To the customer's room while their rider shares a position; the tracking map follows it. */
  riderLocation: (payload: { orderId: string; lat: number; lng: number; at: string; etaMinutes: number | null }) => void;
}

/** Events a client may send. Joining a room is only honoured for the account's own id. */
export interface ClientToServerEvents {
  joinPartnerRoom: (partnerId: string) => void;
  joinDriverRoom: (driverId: string) => void;
  joinUserRoom: (userId: string) => void;
}

export const rooms = {
  partner: (id: string) => `partner:${id}`,
  driver: (id: string) => `driver:${id}`,
  user: (id: string) => `user:${id}`,
  drivers: 'drivers',
  admins: 'admins',
} as const;
