import type { Realtime } from '../../plugins/socket.ts';

/**
 * Ends a suspended account's live connections (on every server process, through the socket.io
 * adapter): its HTTP token is already refused, and its sockets should stop hearing events too.
 */
export function disconnectRoom(realtime: Pick<Realtime, 'io'>, room: string): void {
  realtime.io.in(room).disconnectSockets(true);
}

export const notSuspended = (what: string) => `This ${what} is not suspended.`;
export const alreadySuspended = (what: string) => `This ${what} is already suspended.`;
