import { randomBytes } from 'node:crypto';

/** A 24-hex id: 4 bytes of seconds (so ids sort roughly by creation) and 8 random bytes. */
export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}
