import { createMongoAbility } from '@casl/ability';
import { packRules, unpackRules, type PackRule } from '@casl/ability/extra';
import type { AppAbility, AppRawRule } from './define-ability.ts';

/**
 * Rules travel to the browser as JSON (packed: short arrays instead of objects). The browser rebuilds the same
 * ability from them to show or hide actions; the server never trusts anything the browser sends back.
 */
export function serializeRules(ability: AppAbility): PackRule<AppRawRule>[] {
  return packRules(ability.rules as AppRawRule[]);
}

export function abilityFromRules(packed: PackRule<AppRawRule>[]): AppAbility {
  return createMongoAbility(unpackRules(packed) as AppRawRule[]) as AppAbility;
}

/** The ability of raw rules, as `GET /v1/me` sends them (`rules`). */
export function abilityFromRawRules(rules: readonly unknown[]): AppAbility {
  return createMongoAbility(rules as AppRawRule[]) as AppAbility;
}
