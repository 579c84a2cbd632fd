import { createCache } from '@ant-design/cssinjs';

type StyleCache = ReturnType<typeof createCache>;

/**
 * antd's style cache, kept for the whole visit. antd 5 works out each component's styles (its tokens, then the CSS
 * text and its hash) when the first of its kind mounts, and drops them when the last one unmounts: leaving a list
 * for a record page unmounted the table, the selects, the date pickers and the pagination, and coming back worked
 * all their styles out again, each time (about a second of script per visit measured on a two-core machine).
 * Here an entry no component uses any more is kept, unused, instead of dropped: the next mount finds it. The
 * style elements already stayed in the page (antd removes them only with `autoClear`); what is kept is bounded by
 * the kinds of components and themes the app has.
 */
export function keptStyleCache(): StyleCache {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, valueFn) =>
    update(key, (previous) => {
      const next = valueFn(previous);
      // antd answers null when the count of components using the entry falls to zero: keep it, counting none.
      return next === null && previous ? [0, previous[1]] : next;
    });
  return cache;
}
