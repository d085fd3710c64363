import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPartnerNotification } from '@sokoni/domain/contracts/partner-notification';
import { alertNewOrders, notificationsToAlert } from './new-order-alerts.ts';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const HOUR = 3_600_000;

const notification = (id: string, ageMs: number, read = false): TPartnerNotification => ({
  _id: id,
  message: `New order ${id}`,
  subOrderId: `sub-${id}`,
  orderId: `order-${id}`,
  url: null,
  timestamp: new Date(NOW - ageMs).toISOString(),
  read,
  isRead: read,
});

class FakeNotification {
  static permission = 'granted';
  static shown: { title: string; body?: string }[] = [];
  onclick: (() => void) | null = null;
  constructor(title: string, options?: { body?: string }) {
    FakeNotification.shown.push({ title, body: options?.body });
  }
  close() {}
}

beforeEach(() => {
  FakeNotification.shown = [];
  vi.stubGlobal('Notification', FakeNotification);
});
afterEach(() => vi.unstubAllGlobals());

describe('new-order alerts', () => {
  it('alerts only unread notifications younger than four hours', () => {
    const list = [notification('a', 5 * 60_000), notification('b', 4 * HOUR - 1000), notification('c', 4 * HOUR + 1000), notification('d', 60_000, true)];
    expect(notificationsToAlert(list, NOW).map((n) => n._id)).toEqual(['a', 'b']);
  });

  it('raises one desktop notification per order, once, even across reloads', () => {
    const list = [notification('a', 60_000), notification('b', 120_000)];
    alertNewOrders(list, NOW);
    alertNewOrders(list, NOW);
    expect(FakeNotification.shown).toEqual([
      { title: 'Sokoni · New order', body: 'New order a' },
      { title: 'Sokoni · New order', body: 'New order b' },
    ]);
    alertNewOrders([notification('c', 1000), ...list], NOW);
    expect(FakeNotification.shown).toHaveLength(3);
    expect(notificationsToAlert(list, NOW)).toEqual([]);
  });

  it('does not ring again when a live alert comes back from the server under its stored id', () => {
    alertNewOrders([{ ...notification('x', 1000), _id: 'live-sub-x' }], NOW);
    alertNewOrders([notification('x', 1000)], NOW);
    expect(FakeNotification.shown).toHaveLength(1);
  });

  it('stays quiet without permission', () => {
    FakeNotification.permission = 'default';
    alertNewOrders([notification('e', 1000)], NOW);
    expect(FakeNotification.shown).toEqual([]);
    FakeNotification.permission = 'granted';
  });
});
