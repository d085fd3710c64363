import { describe, expect, it } from 'vitest';
import { nairobiWhen, storeClosedMessage, storeStatusLabel } from './store-status-words.ts';

const eat = (wall: string) => new Date(`${wall.replace(' ', 'T')}:00+03:00`);
const iso = (wall: string) => eat(wall).toISOString();

describe(`store status words in Nairobi time (process TZ ${process.env.TZ ?? 'unset'})`, () => {
  const now = eat('2026-11-24 21:40'); // a Tuesday evening

  it('names today, tomorrow and later days', () => {
    expect(nairobiWhen(iso('2026-11-24 22:00'), now)).toBe('today 22:00');
    expect(nairobiWhen(iso('2026-11-25 08:00'), now)).toBe('tomorrow 08:00');
    expect(nairobiWhen(iso('2026-11-27 08:00'), now)).toBe('Fri 08:00');
    expect(nairobiWhen(iso('2026-12-03 08:00'), now)).toBe('Thu 3 Dec 08:00');
  });

  it('writes the three badges', () => {
    const closed = { openNow: false, paused: false, pausedUntil: null, closesAt: null };
    expect(storeStatusLabel({ ...closed, openNow: true, opensAt: null, closesAt: iso('2026-11-24 22:00') }, now)).toBe('Open · closes 22:00');
    expect(storeStatusLabel({ ...closed, opensAt: iso('2026-11-25 08:00') }, now)).toBe('Closed · opens tomorrow 08:00');
    const until = iso('2026-11-24 22:00');
    expect(storeStatusLabel({ ...closed, paused: true, pausedUntil: until, opensAt: until }, now)).toBe('Paused · back in 20 min');
  });

  it('refuses in words naming the store and its opening', () => {
    expect(storeClosedMessage('Mama Pilau', { paused: false, opensAt: iso('2026-11-25 08:00') }, now)).toBe(
      'Mama Pilau is closed now; it opens tomorrow 08:00.',
    );
  });
});
