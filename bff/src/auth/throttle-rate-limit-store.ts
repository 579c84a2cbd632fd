import type { Store as RateLimitStore } from 'hono-rate-limiter';
import type { AppEnv } from '../http/context.ts';
import type { Store } from '../store/store.ts';
import { clearCounter, countEvent, currentWindow, uncountEvent, type Window } from './throttle.ts';

/**
 * `hono-rate-limiter`'s counter kept in the store's throttle windows rather than in its default in-process map:
 * replicas on one MongoDB count a key together, the embedded store counts the same way, and ended windows are
 * deleted by the hourly purge (`purgeEndedWindows`) instead of piling up in memory.
 */
export function throttleRateLimitStore(store: Store, now: () => Date): RateLimitStore<AppEnv> {
  let windowMs = 60_000;
  // The limiter turns the reset time into seconds against the wall clock; windows run on the app's clock (a fixed
  // one in tests), so what is passed on is the time left, whatever the clock.
  const info = (window: Window, at: Date) => ({ totalHits: window.count, resetTime: new Date(Date.now() + Date.parse(window.resetsAt) - at.getTime()) });
  return {
    init: (options) => {
      windowMs = options.windowMs;
    },
    async increment(key) {
      const at = now();
      return info(await countEvent(store, key, windowMs, at), at);
    },
    async get(key) {
      const at = now();
      const window = await currentWindow(store, key, at);
      return window && info(window, at);
    },
    decrement: (key) => uncountEvent(store, key, now()),
    resetKey: (key) => clearCounter(store, key),
  };
}
