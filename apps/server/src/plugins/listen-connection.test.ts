import { describe, expect, it } from 'vitest';
import { listenBackoffMs } from './listen-connection.ts';

describe('reconnection backoff of the LISTEN connection', () => {
  it('retries at once the first time, then waits twice as long each time, up to 15 s', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => listenBackoffMs(n, middle))).toEqual([0, 500, 1000, 2000, 4000, 8000, 15_000, 15_000]);
  });

  it('spreads the processes of a cluster apart by up to a quarter either way', () => {
    expect(listenBackoffMs(3, () => 0)).toBe(1500);
    expect(listenBackoffMs(3, () => 1)).toBe(2500);
  });
});
