import type { AccessControlProvider } from '@refinedev/core';
import { subject } from '@casl/ability';
import type { AppAbility } from '@binome/schema';
import { registryNameOf } from '../resources.ts';

/** Refine's actions and the CASL actions of section 6. */
const ACTION: Record<string, 'read' | 'create' | 'update' | 'delete' | 'export'> = {
  list: 'read',
  show: 'read',
  create: 'create',
  clone: 'create',
  edit: 'update',
  delete: 'delete',
  export: 'export',
};

/**
 * Buttons and screens ask here, and the answer comes from the rules `/v1/me` sent: the same rules the server
 * applies, so a button is shown exactly when the call behind it would be allowed. With a record at hand, its
 * conditions (programs, own records) count too.
 */
export function accessControlProvider(ability: AppAbility): AccessControlProvider {
  return {
    can: async ({ resource, action, params }) => {
      const name = registryNameOf(resource ?? params?.resource?.name ?? '');
      const needed = ACTION[action];
      if (!name || !needed) return { can: false };
      const record = params?.['record'] as Record<string, unknown> | undefined;
      const can = record ? ability.can(needed, subject(name, { ...record })) : ability.can(needed, name);
      return { can, ...(!can && { reason: 'errors.forbidden' }) };
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}
