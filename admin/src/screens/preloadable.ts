import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the component's chunk without drawing it (the browser keeps one copy of a module). */
  preload: () => Promise<unknown>;
};

/** `React.lazy`, whose chunk can also be asked for before the component renders (screens/warm-up.ts). */
export function preloadable<P>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  return Object.assign(lazy(load), { preload: load });
}
