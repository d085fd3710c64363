import type { Realtime } from '../../plugins/socket.ts';

/**
 * Ends a suspended account's live connections (on every server process, through the socket.io
 * adapter): its HTTP token is already refused, and its sockets should stop hearing events too.
 */
export function disconnectRoom(realtime: Pick<Realtime, 'io'>, room: string): void {
  realtime.io.in(room).disconnectSockets(true);
}

type Suspendable = 'customer' | 'store' | 'driver';

// Whole sentences per kind of account, so each can be translated as one.
const NOT_SUSPENDED: Record<Suspendable, string> = {
  customer: 'This customer is not suspended.',
  store: 'This store is not suspended.',
  driver: 'This driver is not suspended.',
};
const ALREADY_SUSPENDED: Record<Suspendable, string> = {
  customer: 'This customer is already suspended.',
  store: 'This store is already suspended.',
  driver: 'This driver is already suspended.',
};

export const notSuspended = (what: Suspendable) => NOT_SUSPENDED[what];
export const alreadySuspended = (what: Suspendable) => ALREADY_SUSPENDED[what];
