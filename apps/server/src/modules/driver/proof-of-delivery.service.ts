import { checkDeliveryPin, MAX_PIN_TRIES, PIN_MESSAGES } from '@sokoni/domain/delivery-pin';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { Uploads } from '../../providers/storage/uploads.ts';
import type { EventPublisher } from '../events/event-bus.ts';
import type { OrderReadRepository } from '../orders/order-reads.repository.ts';
import type { DeliveryPinRepository } from './delivery-pin.repository.ts';

export const NOTE_MIN = 10;
export const NOTE_MAX = 500;

/**
 * Proof that the order reached its customer: the 4-digit PIN they read out, or, when they cannot
 * be reached, a photo and a note that flag the order for the admin. Only the order's assigned
 * driver's tries count; anyone else is refused by the delivery itself, before any PIN is checked.
 */
export function createProofOfDelivery(deps: { reads: OrderReadRepository; pins: DeliveryPinRepository; uploads: Uploads; events: EventPublisher }) {
  return {
    /** Throws unless `entered` is the order's PIN (or the order has none). */
    async checkPin(driverId: string, idOrNumber: string, entered: string | null | undefined): Promise<void> {
      const aggregate = await deps.reads.findByIdOrNumber(idOrNumber);
      if (!aggregate || aggregate.order.assignedDriverId !== driverId) return;
      const { order } = aggregate;
      const check = checkDeliveryPin({ pin: order.deliveryPin, attempts: order.pinAttempts, lockedAt: order.pinLockedAt }, entered);
      if (check.ok) return;
      if (check.reason === 'missing') throw badRequest(PIN_MESSAGES.missing);
      if (check.reason === 'locked') throw conflict(PIN_MESSAGES.locked, { pinLocked: true });
      const counted = await deps.pins.countWrongTry(order.id);
      if (!counted || counted.locked) {
        if (counted?.locked) deps.events.publish([{ type: 'DeliveryFlagged', orderId: order.id, orderNumber: order.orderId, reason: 'PIN locked after 5 wrong tries' }]);
        throw conflict(PIN_MESSAGES.locked, { pinLocked: true });
      }
      throw badRequest(PIN_MESSAGES.wrong(MAX_PIN_TRIES - counted.attempts), { triesLeft: MAX_PIN_TRIES - counted.attempts });
    },

    /** 'Customer not reachable': the photo and note are kept with the delivery, in its transaction. */
    async withoutPin(note: string | undefined, photo: Buffer | undefined) {
      const text = (note ?? '').trim();
      if (text.length < NOTE_MIN || text.length > NOTE_MAX) {
        throw badRequest(`Describe the hand-over in ${NOTE_MIN} to ${NOTE_MAX} characters (who took the order, or where you left it).`);
      }
      if (!photo) throw badRequest('Add a photo of the hand-over (the parcel at the door, or with whoever received it).');
      const photoPath = await deps.uploads.saveImage('photo', 'handovers', photo);
      return {
        record: (tx: Parameters<DeliveryPinRepository['recordWithoutPin']>[0], orderId: string) => deps.pins.recordWithoutPin(tx, orderId, text, photoPath),
        announce: (orderId: string, orderNumber: string) =>
          deps.events.publish([{ type: 'DeliveryFlagged', orderId, orderNumber, reason: 'Delivered without PIN (customer not reachable)' }]),
        discard: () => deps.uploads.remove(photoPath).catch(() => undefined),
      };
    },
  };
}
export type ProofOfDelivery = ReturnType<typeof createProofOfDelivery>;
