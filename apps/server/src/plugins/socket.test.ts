import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { rooms } from '@sokoni/domain/events';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { signupDriver, signupPartner } from '../../test/helpers/accounts.ts';
import { eq } from 'drizzle-orm';
import { drivers } from '../db/schema/index.ts';

let t: TestApp;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t?.close();
});

function open(token?: string): Promise<Socket> {
  const socket = connect(base, { path: '/socket.io', auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

const nextEvent = (socket: Socket, event: string, ms = 1500) =>
  new Promise<unknown>((resolve) => {
    const timer = setTimeout(() => resolve('nothing'), ms);
    socket.once(event, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

describe('socket.io', () => {
  it('puts a store socket in its own room only', async () => {
    const a = await signupPartner(t);
    const b = await signupPartner(t);
    const socketA = await open(a.token);
    const socketB = await open(b.token);
    // B asks to join A's room: ignored.
    socketB.emit('joinPartnerRoom', a.id);
    await new Promise((r) => setTimeout(r, 100));
    const gotA = nextEvent(socketA, 'newSubOrder');
    const gotB = nextEvent(socketB, 'newSubOrder', 500);
    t.realtime.emit(rooms.partner(a.id), 'newSubOrder', { message: 'New order', subOrderId: 'x'.repeat(24), orderId: 'y'.repeat(24) });
    expect(await gotA).toMatchObject({ message: 'New order' });
    expect(await gotB).toBe('nothing');
  });

  it('tells only approved drivers about open orders', async () => {
    const pending = await signupDriver(t);
    const approved = await signupDriver(t);
    await t.database.db.update(drivers).set({ verificationStatus: 'Approved' }).where(eq(drivers.id, approved.id));
    const pendingSocket = await open(pending.token);
    const approvedSocket = await open(approved.token);
    await new Promise((r) => setTimeout(r, 200));
    const gotApproved = nextEvent(approvedSocket, 'newOrderAvailable');
    const gotPending = nextEvent(pendingSocket, 'newOrderAvailable', 500);
    t.realtime.emit(rooms.drivers, 'newOrderAvailable', { orderId: 'c'.repeat(24), status: 'ReadyForPickup', shops: [{ shopName: 'Duka' }] });
    expect(await gotApproved).toMatchObject({ status: 'ReadyForPickup' });
    expect(await gotPending).toBe('nothing');
  });

  it('refuses a connection with an invalid token', async () => {
    await expect(open('not-a-token')).rejects.toThrow();
  });
});
