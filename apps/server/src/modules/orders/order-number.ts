import { randomInt } from 'node:crypto';

/** Kenya keeps East Africa Time (UTC+3) all year, so the date in an order number is local. */
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

/** 'SKN-20261122-048213': the order day in Kenya and six random digits (the unique index catches repeats). */
export function newOrderNumber(now = new Date()): string {
  const day = new Date(now.getTime() + EAT_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  return `SKN-${day}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
