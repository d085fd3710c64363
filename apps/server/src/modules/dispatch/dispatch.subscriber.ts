import { CLOSED_STATUSES } from '@sokoni/domain/order-statuses';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { DomainEvent } from '../events/domain-events.ts';
import type { DispatchWaves } from './dispatch-waves.service.ts';
import type { PresenceRepository } from '../driver/presence.repository.ts';

/**
 * Dispatch's part after a change commits: an order that opened to drivers is offered in waves; a
 * rider whose order is delivered or cancelled no longer has a position kept for it. Both stay in
 * memory because their loss costs nothing lasting: an open order without an offer is listed to
 * every driver (as before waves existed), and a position kept for a finished order goes stale and
 * is never shown.
 */
export function dispatchSubscriber(deps: { waves: DispatchWaves; presence: PresenceRepository; background: BackgroundTasks }) {
  return (event: DomainEvent): void => {
    if (event.type === 'OrderOpenedToDrivers') {
      deps.background.run('dispatch offer', async () => {
        // An offer that cannot be worked out goes to everyone, as before waves existed.
        await deps.waves.offer(event.orderId).catch(async (error: unknown) => {
          await deps.waves.offerToEveryone(event.orderId);
          throw error;
        });
      });
    }
    if (event.type === 'OrderMoved' && event.order.driverId && CLOSED_STATUSES.includes(event.to)) {
      const driverId = event.order.driverId;
      deps.background.run('forget rider position', () => deps.presence.forgetPosition(driverId));
    }
  };
}
