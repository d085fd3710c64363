import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import type { ServerToClientEvents } from '@sokoni/domain/events';
import { createTokenService } from '../../apps/server/src/lib/tokens.ts';

type NewSubOrder = Parameters<ServerToClientEvents['newSubOrder']>[0];
export type NewSubOrderHandler = (partnerId: string, payload: NewSubOrder, receivedAt: number) => void;

export interface PartnerSockets {
  connectSeconds: number;
  close(): void;
}

const BATCH = 100;

/**
 * Connects one socket per partner, as the store dashboard does (auth: { token }). Tokens are signed
 * with the servers' secret exactly as login signs them; logging 1,000 stores in through the API
 * would only measure password hashing.
 */
export async function connectPartners(port: number, jwtSecret: string, partnerIds: string[], onNewSubOrder: NewSubOrderHandler): Promise<PartnerSockets> {
  const tokens = createTokenService(jwtSecret, '1h');
  const sockets: Socket[] = [];
  const started = performance.now();
  for (let i = 0; i < partnerIds.length; i += BATCH) {
    const batch = partnerIds.slice(i, i + BATCH);
    await Promise.all(
      batch.map(async (partnerId) => {
        const token = await tokens.sign({ sub: partnerId, kind: 'partner', ver: 0 });
        const socket: Socket = io(`http://127.0.0.1:${port}`, {
          path: '/socket.io',
          transports: ['websocket'],
          auth: { token },
          forceNew: true,
          reconnection: false,
          timeout: 20_000,
        });
        sockets.push(socket);
        socket.on('newSubOrder', (payload: NewSubOrder) => onNewSubOrder(partnerId, payload, performance.now()));
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', (error) => reject(new Error(`Partner socket ${partnerId} could not connect: ${error.message}`)));
        });
      }),
    );
  }
  return {
    connectSeconds: (performance.now() - started) / 1000,
    close() {
      for (const socket of sockets) socket.disconnect();
    },
  };
}
