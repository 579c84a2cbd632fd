import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` whose code can be asked for before the component is drawn (`preload()`), and which, once that code
 * has come, draws the component at once instead of suspending. A lazy component suspends on its first draw even
 * when its chunk is already there, and React 19 holds a boundary's content back for 300 ms after its fallback was
 * shown: a home whose cards' code had long arrived still waited that long to show them, and only then asked for
 * their data.
 */
export function preloadedLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Asked again on the next draw (a chunk that failed once, on a flaky network, may come the next time).
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function PreloadedLazy(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(PreloadedLazy, { preload });
}
