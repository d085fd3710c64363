import { storeStatusLabel } from '@sokoni/domain/store-status-words';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { storeStatusText } from './store-status-text.ts';

// Wednesday 25 November 2026, 10:00 in Nairobi.
const now = new Date('2026-11-25T07:00:00.000Z');
const closed = { openNow: false, paused: false, pausedUntil: null, closesAt: null };
const CASES = {
  open: { openNow: true, paused: false, pausedUntil: null, opensAt: null, closesAt: '2026-11-25T19:00:00.000Z' },
  openAllDay: { openNow: true, paused: false, pausedUntil: null, opensAt: null, closesAt: null },
  closedToday: { ...closed, opensAt: '2026-11-25T14:00:00.000Z' },
  closedTomorrow: { ...closed, opensAt: '2026-11-26T05:00:00.000Z' },
  closedForGood: { ...closed, opensAt: null },
  pausedBriefly: { openNow: false, paused: true, pausedUntil: '2026-11-25T07:20:00.000Z', opensAt: '2026-11-25T07:20:00.000Z', closesAt: null },
};

describe('store status words', () => {
  it('say in English exactly what the domain says', () => {
    for (const status of Object.values(CASES)) expect(storeStatusText(status, now)).toBe(storeStatusLabel(status, now));
  });

  it('say the same in Kiswahili, in Nairobi time', async () => {
    await i18n.changeLanguage('sw');
    expect(storeStatusText(CASES.open, now)).toBe('Wazi · inafunga 22:00');
    expect(storeStatusText(CASES.closedToday, now)).toBe('Imefungwa · inafungua leo 17:00');
    expect(storeStatusText(CASES.closedTomorrow, now)).toBe('Imefungwa · inafungua kesho 08:00');
    expect(storeStatusText(CASES.pausedBriefly, now)).toBe('Imesimamishwa · inarudi baada ya dakika 20');
  });
});
