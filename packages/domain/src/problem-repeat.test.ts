import { describe, expect, it } from 'vitest';
import { alreadyReportedRefusal } from './problem-repeat.ts';

const order = { number: 'SKN-00042', items: [{ id: 'i1', name: 'Chapati' }, { id: 'i2', name: 'Soda' }, { id: 'i3', name: 'Samosa' }] };
// 10:05 in Nairobi on Wednesday 25 November.
const reportedAt = new Date('2026-11-25T07:05:00Z');
const report = (status: 'open' | 'answered' | 'resolved' | 'rejected', items: string[]) => ({
  id: 'p1',
  kind: 'missing_item' as const,
  status,
  createdAt: reportedAt,
  lines: items.map((item) => ({ item })),
});

describe('an item already in an open report', () => {
  it('cannot be reported again: the refusal names the open report and the items in it', () => {
    expect(alreadyReportedRefusal([{ item: 'i2' }, { item: 'i1' }], [report('open', ['i1', 'i2'])], order)).toEqual({
      problemId: 'p1',
      message:
        'Already in your open report "Missing item" of Wed 25 Nov, 10:05 on order SKN-00042: Chapati, Soda. Sokoni decides on that report first; you can report other items now.',
    });
  });

  it('is still in it once the shop answered', () => {
    expect(alreadyReportedRefusal([{ item: 'i1' }], [report('answered', ['i1'])], order)?.problemId).toBe('p1');
  });

  it('may be reported again once the report is decided, and other items at any time', () => {
    expect(alreadyReportedRefusal([{ item: 'i1' }], [report('resolved', ['i1']), report('rejected', ['i1'])], order)).toBeNull();
    expect(alreadyReportedRefusal([{ item: 'i3' }], [report('open', ['i1', 'i2'])], order)).toBeNull();
    expect(alreadyReportedRefusal([], [report('open', ['i1'])], order)).toBeNull();
  });
});
