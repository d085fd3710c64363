import { DRIVER_LIST_CAP, type TCompletedOrdersResponse, type TDriverOrderResponse } from '@sokoni/domain/contracts/driver-orders';
import { driverEarningCents } from '@sokoni/domain/delivery-fee';
import { isOpenForDrivers } from '@sokoni/domain/driver-orders';
import { nearestFirst, offerDistances } from '@sokoni/domain/dispatch';
import { parseLatLng } from '@sokoni/domain/geo';
import { CANCELLED } from '@sokoni/domain/order-status';
import { STALE_POSITION_MS } from '@sokoni/domain/tracking';
import { kenyaDayBounds } from '@sokoni/domain/kenya-day';
import { shillingsFromCents } from '@sokoni/domain/money';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { suspendedMessage, type Account } from '../../plugins/authenticate.ts';
import type { DeliveryService } from '../orders/delivery.service.ts';
import type { OrderReadRepository } from '../orders/order-reads.repository.ts';
import type { DriverOrderRepository } from './driver-orders.repository.ts';
import type { DriverRepository, DriverRow } from './driver.repository.ts';
import type { PresenceRepository } from './presence.repository.ts';
import type { ProofOfDelivery } from './proof-of-delivery.service.ts';
import { toAvailableOrderDto, toDriverOrderDto } from './driver-orders.dto.ts';

const NEARER_DRIVERS_FIRST = 'Drivers nearer the shop are offered this order first. If none of them takes it, it opens to you shortly.';

/** Why a driver may not take orders yet, or null when they may. */
export function whyDriverCannotTakeOrders(driver: Pick<DriverRow, 'verificationStatus' | 'rejectionReason' | 'suspended' | 'suspendedReason'>): string | null {
  if (driver.suspended) return suspendedMessage(driver.suspendedReason);
  if (driver.verificationStatus === 'Pending') return 'Your driver account is awaiting approval. You can take orders once it is approved.';
  if (driver.verificationStatus === 'Rejected') {
    return `Your driver account was not approved${driver.rejectionReason ? `: ${driver.rejectionReason}` : ''}. Please contact support.`;
  }
  return null;
}

/** A driver's orders: the open ones (approved drivers only), their own active and completed ones, and the actions on them. */
export function createDriverOrderService(deps: {
  drivers: DriverRepository;
  driverOrders: DriverOrderRepository;
  reads: OrderReadRepository;
  delivery: DeliveryService;
  presence: Pick<PresenceRepository, 'find'>;
  roadFactor: number;
  proof: ProofOfDelivery;
}) {
  /** The caller's driver row; a driver id in the path must be the caller's own. */
  async function driverOf(account: Account, pathDriverId?: string): Promise<DriverRow> {
    if (pathDriverId !== undefined && pathDriverId !== account.id) throw forbidden('You can only see your own orders.');
    const driver = await deps.drivers.findById(account.id);
    if (!driver) throw unauthorized('Your session has expired or is invalid. Please log in again.');
    return driver;
  }

  async function approvedDriverOf(account: Account, pathDriverId?: string): Promise<DriverRow> {
    const driver = await driverOf(account, pathDriverId);
    const why = whyDriverCannotTakeOrders(driver);
    if (why) throw forbidden(why);
    return driver;
  }

  const dayOf = (date: string | undefined) => (date ? kenyaDayBounds(date) : null);

  /** Where the rider's phone last was, while that is recent enough to route from. */
  async function riderPosition(driverId: string) {
    const presence = await deps.presence.find(driverId);
    const fresh = presence?.lat != null && presence.lng != null && presence.locatedAt && Date.now() - presence.locatedAt.getTime() < STALE_POSITION_MS;
    return fresh ? { lat: presence.lat!, lng: presence.lng! } : null;
  }

  return {
    /** Nearest pickup first, with the distances and earning a driver weighs before accepting. */
    async available(account: Account, driverId: string) {
      await approvedDriverOf(account, driverId);
      const [orders, rider] = await Promise.all([deps.driverOrders.available(account.id, DRIVER_LIST_CAP), riderPosition(account.id)]);
      const offers = orders.map((a) => {
        const shops = a.subOrders.filter((s) => s.status !== CANCELLED).flatMap((s) => parseLatLng(s.shop.location) ?? []);
        return { a, distances: offerDistances(rider, shops, parseLatLng(a.order.deliveryLocation), deps.roadFactor) };
      });
      return nearestFirst(offers).map(({ a, distances }) => toAvailableOrderDto(a, distances));
    },

    /** An open order (approved drivers) or one of the caller's own; anything else is not theirs to see. */
    async detail(account: Account, idOrNumber: string) {
      const aggregate = await deps.reads.findByIdOrNumber(idOrNumber);
      if (!aggregate) throw notFound('Order not found.');
      const { order } = aggregate;
      if (order.assignedDriverId === account.id) return toDriverOrderDto(aggregate, account.id, await riderPosition(account.id));
      const open = isOpenForDrivers({
        option: order.deliveryOption,
        status: order.status,
        assignedDriverId: order.assignedDriverId,
        subOrderStatuses: aggregate.subOrders.map((s) => s.status),
      });
      if (!open) throw forbidden(order.assignedDriverId ? 'Order already taken: another driver accepted it first.' : 'This order is not available to drivers yet.');
      await approvedDriverOf(account);
      return toDriverOrderDto(aggregate, account.id);
    },

    async active(account: Account, driverId: string) {
      await driverOf(account, driverId);
      const [orders, rider] = await Promise.all([deps.driverOrders.active(account.id, DRIVER_LIST_CAP), riderPosition(account.id)]);
      return orders.map((a) => toDriverOrderDto(a, account.id, rider));
    },

    /** Delivered orders only, as the spec's client reads them (an array). */
    async completedList(account: Account, driverId: string, date: string | undefined) {
      await driverOf(account, driverId);
      return (await deps.driverOrders.completed(account.id, dayOf(date), DRIVER_LIST_CAP)).map((a) => toDriverOrderDto(a, account.id));
    },

    /** Delivered orders with the day's fee and earning totals (Sokoni's completed-orders tab). */
    async completed(account: Account, driverId: string, date: string | undefined): Promise<TCompletedOrdersResponse> {
      await driverOf(account, driverId);
      const day = dayOf(date);
      const [rows, totals] = await Promise.all([
        deps.driverOrders.completed(account.id, day, DRIVER_LIST_CAP),
        deps.driverOrders.completedTotals(account.id, day),
      ]);
      return {
        date: date ?? null,
        orders: rows.map((a) => toDriverOrderDto(a, account.id)),
        // Fees are whole shillings, so 80% of their sum equals the sum of each order's 80%.
        totals: { count: totals.count, fees: shillingsFromCents(totals.feesCents), earnings: shillingsFromCents(driverEarningCents(totals.feesCents)) },
      };
    },

    async assign(account: Account, idOrNumber: string, action: 'accept' | 'decline'): Promise<TDriverOrderResponse> {
      if (action === 'decline') {
        await driverOf(account);
        const order = await deps.delivery.decline(account.id, idOrNumber);
        return { message: 'Order declined. It is open to other drivers again.', order: toDriverOrderDto(order, account.id) };
      }
      await approvedDriverOf(account);
      // The list and the alerts follow the waves; a link to the order must not jump the queue.
      // The wave only ever widens, so checking before the transition cannot let a driver in early.
      const found = await deps.reads.statusOf(idOrNumber);
      if (found && found.assignedDriverId !== account.id && (await deps.driverOrders.heldForNearerDrivers(account.id, found.id))) {
        throw conflict(NEARER_DRIVERS_FIRST, { reason: 'nearer_drivers_first' });
      }
      const { order, accepted } = await deps.delivery.accept(account.id, idOrNumber);
      return { message: accepted ? 'Order accepted. Pick it up from the shops.' : 'You have already accepted this order.', order: toDriverOrderDto(order, account.id) };
    },

    /** The name and phone recorded are the driver account's own, whatever the client sent; the customer's PIN proves the hand-over. */
    async markDelivered(account: Account, idOrNumber: string, pin?: string): Promise<TDriverOrderResponse> {
      const driver = await driverOf(account);
      await deps.proof.checkPin(driver.id, idOrNumber, pin);
      const order = await deps.delivery.markDelivered({ id: driver.id, name: driver.username, phone: driver.phoneNumber }, idOrNumber);
      return { message: 'Order marked as delivered.', order: toDriverOrderDto(order, account.id) };
    },

    /** 'Customer not reachable': delivered with a photo and a note instead of the PIN, flagged for the admin. */
    async markDeliveredWithoutPin(account: Account, idOrNumber: string, note: string | undefined, photo: Buffer | undefined): Promise<TDriverOrderResponse> {
      const driver = await driverOf(account);
      // Someone else's order is refused before anything about the hand-over is looked at.
      const aggregate = await deps.reads.findByIdOrNumber(idOrNumber);
      if (!aggregate) throw notFound('Order not found.');
      if (aggregate.order.assignedDriverId !== driver.id) throw forbidden('This order is not assigned to you.');
      const handover = await deps.proof.withoutPin(note, photo);
      try {
        const order = await deps.delivery.markDelivered({ id: driver.id, name: driver.username, phone: driver.phoneNumber }, idOrNumber, handover.record);
        handover.announce(order.order.id, order.order.orderId);
        return { message: 'Order marked as delivered without the PIN. Support will review the photo and note.', order: toDriverOrderDto(order, account.id) };
      } catch (error) {
        await handover.discard();
        throw error;
      }
    },
  };
}
export type DriverOrderService = ReturnType<typeof createDriverOrderService>;
