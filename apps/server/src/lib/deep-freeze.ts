/**
 * Freezes a value and every object and array in it (Dates are left as they are): for values
 * shared by many answers, so that a change to one throws instead of reaching the others.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || value instanceof Date || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}
