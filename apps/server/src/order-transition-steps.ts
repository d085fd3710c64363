import { refreshDriverStatusAfterMoves } from './modules/driver/driver-status.ts';
import type { OrderLedger } from './modules/ledger/order-ledger.ts';
import type { TransitionStep } from './modules/orders/order-transition.ts';
import { releasePromoUseAfterMoves } from './modules/promos/release-promo-use.ts';

/**
 * What follows every order transition, inside its transaction and in this order: the money the
 * moves cause (ledger postings, credit given back, refunds owed), the promo use an order that ended
 * early gives back (decision 025), and the Busy/Available status of the drivers concerned. The
 * orders module calls the steps without knowing them; a new one registers here.
 */
export function orderTransitionSteps(deps: { ledger: OrderLedger }): TransitionStep[] {
  return [
    (moved) => deps.ledger.afterMoves(moved.tx, moved.before, moved.order, moved.mover, moved.events),
    (moved) => releasePromoUseAfterMoves(moved.tx, moved.before, moved.order),
    (moved) => refreshDriverStatusAfterMoves(moved.tx, moved.before, moved.order),
  ];
}
