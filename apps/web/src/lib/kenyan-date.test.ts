import { describe, expect, it } from 'vitest';
import { fromKenyanDate, toKenyanDate } from './kenyan-date.ts';

describe('Kenyan dates', () => {
  it('shows ISO days as dd/mm/yyyy', () => {
    expect(toKenyanDate('2026-12-25')).toBe('25/12/2026');
    expect(toKenyanDate('')).toBe('');
  });

  it('reads dd/mm/yyyy with any usual separator, day first', () => {
    expect(fromKenyanDate('25/12/2026')).toBe('2026-12-25');
    expect(fromKenyanDate('5/1/2026')).toBe('2026-01-05');
    expect(fromKenyanDate(' 01-02-2026 ')).toBe('2026-02-01');
    expect(fromKenyanDate('01.02.2026')).toBe('2026-02-01');
  });

  it('refuses days that do not exist and other shapes', () => {
    expect(fromKenyanDate('31/02/2026')).toBeNull();
    expect(fromKenyanDate('12/25/2026')).toBeNull();
    expect(fromKenyanDate('2026-12-25')).toBeNull();
    expect(fromKenyanDate('tomorrow')).toBeNull();
  });
});
