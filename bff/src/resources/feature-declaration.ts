import type { IndexSpec } from '../store/store.ts';
import type { ReadView } from './read-views.ts';
import { combineHooks, type WriteHooks } from './write-hooks.ts';

/**
 * What one feature adds to the generic resource routes, by resource name (DESIGN, "Workflows": a rule that must
 * hold on a generic write is a hook the feature registers). Each feature exports one; app.ts composes them, so the
 * generic layer never imports a feature.
 */
export interface FeatureDeclaration {
  writeHooks?: Readonly<Record<string, WriteHooks>>;
  readViews?: Readonly<Record<string, ReadView>>;
  /** Indexes of the feature's own collections and fields, created with the descriptors' (boot/open-store.ts). */
  indexes?: readonly IndexSpec[];
  /** The feature's routes registered before the generic ones whose path a resource route's pattern also fits. */
  routesBeforeResources?: readonly { method: string; path: string }[];
}

/**
 * The features' hooks by resource, each resource's hooks run in the order of the features given (see combineHooks);
 * two read views of one resource would cut one after the other, so a second is refused rather than guessed at.
 */
export function composeFeatures(features: readonly FeatureDeclaration[]): { writeHooks: Map<string, WriteHooks>; readViews: Map<string, ReadView> } {
  const hooksByResource = new Map<string, WriteHooks[]>();
  const readViews = new Map<string, ReadView>();
  for (const feature of features) {
    for (const [resource, hooks] of Object.entries(feature.writeHooks ?? {})) hooksByResource.set(resource, [...(hooksByResource.get(resource) ?? []), hooks]);
    for (const [resource, view] of Object.entries(feature.readViews ?? {})) {
      if (readViews.has(resource)) throw new Error(`Two features declare a read view of ${resource}`);
      readViews.set(resource, view);
    }
  }
  const writeHooks = new Map([...hooksByResource].map(([resource, all]) => [resource, all.length === 1 ? all[0]! : combineHooks(...all)] as const));
  return { writeHooks, readViews };
}
