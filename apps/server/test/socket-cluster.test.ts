import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { rooms } from '@sokoni/domain/events';
import { openPostgres } from '../src/db/client.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { signupPartner } from './helpers/accounts.ts';

const url = process.env.TEST_DATABASE_URL;
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

/** Two server processes on one PostgreSQL: an event emitted on one reaches a socket on the other. */
describe('socket.io across processes (PostgreSQL only: runs in CI with TEST_DATABASE_URL)', () => {
  it.runIf(Boolean(url))('delivers a store event emitted on process A to the store connected to process B', async () => {
    const name = `sokoni_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const target = new URL(url!);
    target.pathname = `/${name}`;
    const migrate = openPostgres(target.toString(), 2);
    await migrate.migrate();
    await migrate.close();

    const a: TestApp = await createTestApp({ DATABASE_URL: target.toString() }, target.toString());
    const b: TestApp = await createTestApp({ DATABASE_URL: target.toString() }, target.toString());
    cleanup.push(async () => {
      await a.close();
      await b.close();
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await drop.end();
    });
    const shop = await signupPartner(a);
    const baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
    const socket: Socket = connect(baseB, { auth: { token: shop.token }, transports: ['websocket'], reconnection: false });
    cleanup.push(async () => void socket.close());
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const received = new Promise((resolve) => socket.once('newSubOrder', resolve));
    await new Promise((r) => setTimeout(r, 200));
    a.realtime.emit(rooms.partner(shop.id), 'newSubOrder', { message: 'From process A', subOrderId: 'a'.repeat(24), orderId: 'b'.repeat(24) });
    expect(await received).toMatchObject({ message: 'From process A' });
  });
});
