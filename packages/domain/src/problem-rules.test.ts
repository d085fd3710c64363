import { describe, expect, it } from 'vitest';
import { linesAmount, linesRefusal, problemDueAt, reportRefusal } from './problem-rules.ts';

const delivered = (hoursAgo: number, now: Date) => ({ status: 'Delivered', deliveredAt: new Date(now.getTime() - hoursAgo * 3_600_000) });
const now = new Date('2026-11-24T12:00:00Z');
const items = [
  { id: 'a', name: 'Pilau', quantity: 2 },
  { id: 'b', name: 'Soda', quantity: 1 },
];

describe('reporting a problem', () => {
  it('is open from delivery until the window closes', () => {
    expect(reportRefusal(delivered(1, now), now, 24)).toBeNull();
    expect(reportRefusal(delivered(24, now), now, 24)).toBeNull();
    expect(reportRefusal(delivered(24.01, now), now, 24)).toMatch(/within 24 hours/);
    expect(reportRefusal({ status: 'Confirmed Delivered', deliveredAt: now }, now, 24)).toBeNull();
  });

  it('is refused before delivery', () => {
    expect(reportRefusal({ status: 'OutForDelivery', deliveredAt: null }, now, 24)).toMatch(/once the order has been delivered/);
    expect(reportRefusal({ status: 'Cancelled', deliveredAt: null }, now, 24)).not.toBeNull();
  });
});

describe('the lines of a report', () => {
  it('must name items for missing, wrong or damaged goods, but not for lateness', () => {
    expect(linesRefusal('missing_item', [], items)).toMatch(/Choose the items/);
    expect(linesRefusal('late', [], items)).toBeNull();
  });

  it('cannot cover more than was ordered, even spread over several lines', () => {
    expect(linesRefusal('damaged', [{ item: 'a', quantity: 2 }], items)).toBeNull();
    expect(linesRefusal('damaged', [{ item: 'a', quantity: 1 }, { item: 'a', quantity: 2 }], items)).toMatch(/at most that many/);
    expect(linesRefusal('wrong_item', [{ item: 'zzz', quantity: 1 }], items)).toMatch(/not part of this order/);
  });
});

describe('deadlines and amounts', () => {
  it('gives the admin the SLA to decide', () => {
    expect(problemDueAt(now, 24).toISOString()).toBe('2026-11-25T12:00:00.000Z');
  });

  it('adds amounts exactly', () => {
    expect(linesAmount([{ quantity: 3, price: 0.1 }, { quantity: 1, price: 0.2 }])).toBe(0.5);
    expect(linesAmount([{ quantity: 2, price: 450.5 }])).toBe(901);
  });
});
