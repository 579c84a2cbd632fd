import { Suspense } from 'react';
import { Spin } from 'antd';
import type { Resource, ScreenAction } from '@binome/schema';
import { OVERRIDES } from '../overrides/index.ts';
import { preloadable, type Preloadable } from './preloadable.ts';

export interface ScreenProps {
  resource: Resource;
}

// Each kind of screen is its own chunk, loaded when first opened (the bundle budget of the staff app).
const GENERIC: Record<ScreenAction, Preloadable<ScreenProps>> = {
  list: preloadable(() => import('../crud/generic-list.tsx').then((module) => ({ default: module.GenericList }))),
  view: preloadable(() => import('../crud/generic-show.tsx').then((module) => ({ default: module.GenericShow }))),
  add: preloadable(() =>
    import('../crud/generic-form.tsx').then((module) => ({ default: (props: ScreenProps) => <module.GenericForm {...props} action="create" /> })),
  ),
  edit: preloadable(() =>
    import('../crud/generic-form.tsx').then((module) => ({ default: (props: ScreenProps) => <module.GenericForm {...props} action="edit" /> })),
  ),
};

/** The chunk of a resource's screen: its override's, or the generic one's. */
export function screenOf(resource: Resource, action: ScreenAction): Preloadable<ScreenProps> {
  return OVERRIDES[resource.name]?.[action] ?? GENERIC[action];
}

/** A resource's screen: its override when it has one (`overrides/<resource>/`), the generic one otherwise. */
export function ResourceScreen({ resource, action }: { resource: Resource; action: ScreenAction }) {
  const Screen = screenOf(resource, action);
  return (
    <Suspense fallback={<Spin size="large" className="screen-loading" />}>
      <Screen resource={resource} />
    </Suspense>
  );
}
