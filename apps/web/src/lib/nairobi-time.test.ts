import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isoDay, kenyaToday, timeAgo } from './nairobi-time.ts';

describe('Nairobi dates and times', () => {
  // 21:30 UTC is already the next day in Nairobi (UTC+3), whatever zone the device is in.
  const lateEvening = '2026-11-22T21:30:00Z';

  it('shows instants in Nairobi time', () => {
    expect(formatDateTime(lateEvening)).toBe('23 Nov 2026, 00:30');
    expect(formatDate(lateEvening)).toBe('23 Nov 2026');
    expect(isoDay(lateEvening)).toBe('2026-11-23');
    expect(kenyaToday(new Date(lateEvening))).toBe('2026-11-23');
  });

  it('says what a screen asks for when there is no date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(null, '—')).toBe('—');
    expect(formatDateTime('not a date', '—')).toBe('—');
    expect(isoDay(undefined)).toBe('');
  });

  it('tells how long ago, with the last moments as just now', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(timeAgo('2026-11-22T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-11-22T12:05:00Z', now)).toBe('just now');
    expect(timeAgo('2026-11-22T11:57:00Z', now)).toBe('3 minutes ago');
    expect(timeAgo('2026-11-21T12:00:00Z', now)).toBe('yesterday');
  });
});
