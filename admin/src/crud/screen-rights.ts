import { subject } from '@casl/ability';
import { screensFor, type AppAbility, type Resource, type StaffRole } from '@binome/schema';

/** What a button does: open one of the resource's screens, or delete the record in place. */
export type ButtonAction = 'list' | 'add' | 'view' | 'edit' | 'delete';
export type ScreenRights = (action: ButtonAction) => boolean;

const NEEDS = { list: 'read', view: 'read', add: 'create', edit: 'update', delete: 'delete' } as const;

/**
 * Whether a button is shown, for every button of the staff app (create, view, edit, delete, list, dashboard card,
 * related-list link; Refine's own buttons through the access control provider): the person has the screen it
 * opens (`screensFor`, the same answer the route guard gives, so a button never opens a refusal) and their rules
 * allow the action on this record (its conditions count: programs, own records). A list or create button, or a
 * button without a record, asks the resource's rules. A delete opens no screen: the rules alone decide. The menu
 * (the schema's `menuFor`) applies the same `screensFor` to each list it offers.
 */
export function screenRights(role: StaffRole, ability: AppAbility, resource: Resource, record?: Record<string, unknown>): ScreenRights {
  const screens = screensFor(role, ability, resource.name);
  const onRecord = record ? subject(resource.name, { ...record }) : resource.name;
  return (action) => {
    // A list and a create screen are about the resource, not about the record at hand.
    const target = action === 'list' || action === 'add' ? resource.name : onRecord;
    return (action === 'delete' || screens.includes(action)) && ability.can(NEEDS[action], target);
  };
}
