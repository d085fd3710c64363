import { badRequest } from '../../lib/errors.ts';

/**
 * Lists sorted by distance to a place are sorted in memory (the place changes per visitor, so no
 * index holds that order); their cursor is the position of the next item, named so a cursor from
 * another list is refused.
 */
export function encodeOffsetCursor(name: string, offset: number): string {
  return Buffer.from(JSON.stringify([name, offset])).toString('base64url');
}

export function decodeOffsetCursor(name: string, cursor: string): number {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed[0] === name && Number.isSafeInteger(parsed[1]) && parsed[1] >= 0) return parsed[1] as number;
  } catch {
    // fall through to the refusal
  }
  throw badRequest('cursor is not valid for this list; start again without it');
}
