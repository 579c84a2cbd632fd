import { describe, expect, it } from 'vitest';
import { createCache } from '@ant-design/cssinjs';
import { keptStyleCache } from '../src/style-cache.ts';

type Cache = ReturnType<typeof createCache>;
type Entry = [number, unknown];

/**
 * The steps antd's `useGlobalCache` takes on an entry (@ant-design/cssinjs): a component mounting builds the
 * entry if there is none (the costly part: tokens and CSS text) and counts itself in; unmounting counts itself
 * out and answers null when none is left.
 */
function mount(cache: Cache, key: string, build: () => unknown): unknown {
  cache.opUpdate(key, (previous) => (previous ? previous : [0, build()]));
  cache.opUpdate(key, (previous) => [(previous as Entry)[0] + 1, (previous as Entry)[1]]);
  return (cache.opGet(key) as Entry)[1];
}
function unmount(cache: Cache, key: string): void {
  cache.opUpdate(key, (previous) => {
    const [times, value] = (previous ?? [0, undefined]) as Entry;
    return times - 1 === 0 ? null : [times - 1, value];
  });
}

describe('the staff app keeps antd styles between screens', () => {
  it('works a style out once, even when every component using it has unmounted in between', () => {
    const cache = keptStyleCache();
    let built = 0;
    const build = () => `.ant-table{} /* ${++built} */`;
    const first = mount(cache, 'style%table', build);
    unmount(cache, 'style%table');
    // Back on a list: the same style, not worked out again.
    expect(mount(cache, 'style%table', build)).toBe(first);
    expect(built).toBe(1);
  });

  it('still counts the components using an entry', () => {
    const cache = keptStyleCache();
    mount(cache, 'style%button', () => 'css');
    mount(cache, 'style%button', () => 'css');
    unmount(cache, 'style%button');
    expect(cache.opGet('style%button')).toEqual([1, 'css']);
    unmount(cache, 'style%button');
    expect(cache.opGet('style%button')).toEqual([0, 'css']);
  });

  it("is what antd's own cache does not do (it drops the entry)", () => {
    const cache = createCache();
    mount(cache, 'style%table', () => 'css');
    unmount(cache, 'style%table');
    expect(cache.opGet('style%table')).toBeNull();
  });
});
