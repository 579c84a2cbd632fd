import type { AccessControlProvider } from '@refinedev/core';
import { subject } from '@casl/ability';
import type { AppAbility, StaffRole } from '@binome/schema';
import { resourceByAnyName } from '../resources.ts';
import { screenRights, type ButtonAction } from '../crud/screen-rights.ts';

/** Refine's actions and the buttons of the staff app. */
const BUTTON: Record<string, ButtonAction> = { list: 'list', show: 'view', create: 'add', clone: 'add', edit: 'edit', delete: 'delete' };

/**
 * Refine's own buttons (list, show, create, edit, delete) and screens ask here, and get the answer every button of
 * the app gets (`screenRights`): shown when the person has the screen it opens and the rules `/v1/me` sent (the
 * same the server applies) allow the action, on the record when there is one. Exporting a list is reading it.
 */
export function accessControlProvider(role: StaffRole, ability: AppAbility): AccessControlProvider {
  return {
    can: async ({ resource, action, params }) => {
      const target = resourceByAnyName(resource ?? params?.resource?.name ?? '');
      if (!target) return { can: false, reason: 'errors.forbidden' };
      const record = params?.['record'] as Record<string, unknown> | undefined;
      const button = BUTTON[action];
      const can = button
        ? screenRights(role, ability, target, record)(button)
        : action === 'export' && ability.can('export', record ? subject(target.name, { ...record }) : target.name);
      return { can, ...(!can && { reason: 'errors.forbidden' }) };
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}
