import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Spin } from 'antd';
import type { Resource, ScreenAction } from '@binome/schema';
import { OVERRIDES } from '../overrides/index.ts';

export interface ScreenProps {
  resource: Resource;
}

// Each kind of screen is its own chunk, loaded when first opened (the bundle budget of the staff app).
const GENERIC: Record<ScreenAction, LazyExoticComponent<ComponentType<ScreenProps>>> = {
  list: lazy(() => import('../crud/generic-list.tsx').then((module) => ({ default: module.GenericList }))),
  view: lazy(() => import('../crud/generic-show.tsx').then((module) => ({ default: module.GenericShow }))),
  add: lazy(() =>
    import('../crud/generic-form.tsx').then((module) => ({ default: (props: ScreenProps) => <module.GenericForm {...props} action="create" /> })),
  ),
  edit: lazy(() => import('../crud/generic-form.tsx').then((module) => ({ default: (props: ScreenProps) => <module.GenericForm {...props} action="edit" /> }))),
};

/** A resource's screen: its override when it has one (`overrides/<resource>/`), the generic one otherwise. */
export function ResourceScreen({ resource, action }: { resource: Resource; action: ScreenAction }) {
  const Screen = OVERRIDES[resource.name]?.[action] ?? GENERIC[action];
  return (
    <Suspense fallback={<Spin size="large" className="screen-loading" />}>
      <Screen resource={resource} />
    </Suspense>
  );
}
