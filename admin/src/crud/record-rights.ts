import { subject } from '@casl/ability';
import type { AppAbility, Resource } from '@binome/schema';

export type RecordAction = 'create' | 'update' | 'delete';
export type RecordRights = (action: RecordAction, field?: string) => boolean;

/**
 * What the person may do with a record, field by field: the rules of `/v1/me` applied to the record itself, so
 * that conditions count (nobody edits their own status or programs, nor removes their own account; a scoped
 * manager edits only staff within their programs). Without a record yet, the resource's rules answer.
 */
export function rightsOn(ability: AppAbility, resource: Resource, record: Record<string, unknown> | undefined): RecordRights {
  const target = record ? subject(resource.name, { ...record }) : resource.name;
  return (action, field) => ability.can(action, target, field);
}
