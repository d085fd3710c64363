/** Ids are 24 lowercase hexadecimal characters, the shape the public API has always used. */
const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/i;

export function isObjectId(value: string): boolean {
  return OBJECT_ID_PATTERN.test(value);
}
