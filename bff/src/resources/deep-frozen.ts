/**
 * The value, frozen all the way down (plain objects and arrays), for what is built once and shared by many requests
 * (a reader's access filter, a kept document): a caller that changed it would change what the next request sees,
 * and throws instead.
 */
export function deepFrozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFrozen(inner);
    Object.freeze(value);
  }
  return value;
}
