import type { TVitalReport } from '@sokoni/domain/contracts/vitals';
import { ZVitalsRequest } from '@sokoni/domain/contracts/vitals';
import { describe, expect, it } from 'vitest';
import { createVitalsQueue, MAX_BATCH } from './vitals-queue.ts';

function queueWithOutbox() {
  const outbox: TVitalReport[][] = [];
  return { outbox, queue: createVitalsQueue((batch) => outbox.push(batch)) };
}

describe('vitals queue', () => {
  it('holds metrics until flushed, then sends them together in the shape the server accepts', () => {
    const { outbox, queue } = queueWithOutbox();
    queue.add({ id: 'v5-1', name: 'LCP', value: 1834.6, rating: 'good', page: '/' });
    queue.add({ id: 'v5-2', name: 'CLS', value: 0.123456, rating: 'needs-improvement', page: '/store/:id' });
    expect(outbox).toEqual([]);

    queue.flush();
    expect(outbox).toEqual([
      [
        { name: 'LCP', value: 1835, rating: 'good', page: '/' },
        { name: 'CLS', value: 0.1235, rating: 'needs-improvement', page: '/store/:id' },
      ],
    ]);
    expect(ZVitalsRequest.safeParse(outbox[0]).success).toBe(true);
  });

  it('splits a long queue into batches the server accepts', () => {
    const { outbox, queue } = queueWithOutbox();
    for (let i = 0; i < MAX_BATCH + 3; i++) queue.add({ id: `v5-${i}`, name: 'INP', value: 100 + i, page: '/menu' });
    queue.flush();
    expect(outbox.map((batch) => batch.length)).toEqual([MAX_BATCH, 3]);
  });

  it('keeps the latest value of a metric and sends each metric once', () => {
    const { outbox, queue } = queueWithOutbox();
    queue.add({ id: 'v5-inp', name: 'INP', value: 120, page: '/' });
    queue.add({ id: 'v5-inp', name: 'INP', value: 340, page: '/menu' });
    queue.flush();
    queue.add({ id: 'v5-inp', name: 'INP', value: 500, page: '/menu' });
    queue.flush();
    expect(outbox).toEqual([[{ name: 'INP', value: 340, page: '/menu' }]]);
  });

  it('sends nothing when nothing was measured, and drops values the server would refuse', () => {
    const { outbox, queue } = queueWithOutbox();
    queue.flush();
    queue.add({ id: 'v5-ttfb', name: 'TTFB', value: 95_000, page: '/' });
    queue.add({ id: 'v5-fcp', name: 'FCP', value: Number.NaN, page: '/' });
    queue.flush();
    expect(outbox).toEqual([]);
  });
});
