import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { askBeforeUnload, leavesForm, SCROLL_TO_TOP_AFTER_PX, watchScrolledPast } from '../src/browser/page-watchers.ts';

/**
 * The page watchers both web apps wrap in their hooks. The page's window is Node's own EventTarget with a scroll
 * position (what the watchers read of it), installed as the global the browser has.
 */
describe('page watchers', () => {
  const target = new EventTarget();
  const page = Object.assign(target, { scrollY: 0 });
  const keys = ['addEventListener', 'removeEventListener', 'scrollY'] as const;
  const saved = new Map<string, PropertyDescriptor | undefined>();

  beforeEach(() => {
    for (const key of keys) saved.set(key, Object.getOwnPropertyDescriptor(globalThis, key));
    Object.defineProperty(globalThis, 'addEventListener', { value: target.addEventListener.bind(target), configurable: true, writable: true });
    Object.defineProperty(globalThis, 'removeEventListener', { value: target.removeEventListener.bind(target), configurable: true, writable: true });
    Object.defineProperty(globalThis, 'scrollY', { get: () => page.scrollY, configurable: true });
  });

  afterEach(() => {
    for (const key of keys) {
      const descriptor = saved.get(key);
      if (descriptor) Object.defineProperty(globalThis, key, descriptor);
      else delete (globalThis as Record<string, unknown>)[key];
    }
  });

  it('says a form is left when the path changes, or the query for a form that lives in it', () => {
    const here = { pathname: '/tutor/reports', search: '?report=1' };
    expect(leavesForm(here, { pathname: '/tutor', search: '' })).toBe(true);
    expect(leavesForm(here, { pathname: '/tutor/reports', search: '?report=2' })).toBe(false);
    expect(leavesForm(here, { pathname: '/tutor/reports', search: '?report=2' }, true)).toBe(true);
    expect(leavesForm(here, { ...here }, true)).toBe(false);
  });

  it('asks before the tab closes until told to stop', () => {
    const stop = askBeforeUnload();
    const first = new Event('beforeunload', { cancelable: true });
    target.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    stop();
    const second = new Event('beforeunload', { cancelable: true });
    target.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
  });

  it('tells whether the page is scrolled past the threshold, at once and at each scroll, until stopped', () => {
    const seen: boolean[] = [];
    page.scrollY = 0;
    const stop = watchScrolledPast(SCROLL_TO_TOP_AFTER_PX, (past) => seen.push(past));
    page.scrollY = SCROLL_TO_TOP_AFTER_PX + 1;
    target.dispatchEvent(new Event('scroll'));
    page.scrollY = SCROLL_TO_TOP_AFTER_PX;
    target.dispatchEvent(new Event('scroll'));
    stop();
    page.scrollY = 5_000;
    target.dispatchEvent(new Event('scroll'));
    expect(seen).toEqual([false, true, false]);
  });
});
