import { randomBytes } from 'node:crypto';

/** Random bytes are drawn a few kilobytes at a time: one call per id was a visible cost when an order writes eight. */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let offset = 0;

function randomHex(bytes: number): string {
  if (offset + bytes > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const hex = pool.toString('hex', offset, offset + bytes);
  offset += bytes;
  return hex;
}

/** A 24-hex id: 4 bytes of seconds (so ids sort roughly by creation) and 8 random bytes. */
export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomHex(8);
}
