import { describe, expect, it } from 'vitest';
import { firstDayOfWeeks, weeklyEarnings } from './statement-weeks.ts';

describe('earnings per week', () => {
  it('groups earnings into seven-day weeks ending on the last day, oldest first', () => {
    const weeks = weeklyEarnings(
      [
        { date: '2026-11-24', net: 0.1, kind: 'deliveryCompleted' },
        { date: '2026-11-18', net: 0.2, kind: 'tip' },
        { date: '2026-11-17', net: 50, kind: 'deliveryCompleted' },
        { date: '2026-11-24', net: -500, kind: 'cashCollected' },
        { date: '2026-11-24', net: -100, kind: 'payoutSent' },
        { date: '2026-09-01', net: 999, kind: 'deliveryCompleted' },
      ],
      '2026-11-24',
    );
    expect(weeks).toHaveLength(8);
    expect(weeks[7]).toEqual({ from: '2026-11-18', to: '2026-11-24', earned: 0.3 });
    expect(weeks[6]).toEqual({ from: '2026-11-11', to: '2026-11-17', earned: 50 });
    expect(weeks[0]!.from).toBe(firstDayOfWeeks('2026-11-24'));
    expect(weeks.reduce((s, w) => s + w.earned, 0)).toBe(50.3);
  });
});
