import type { AppAbility } from '@binome/schema';

/**
 * The programs a person may give a record of this resource, from the rules the server sent (a coordinator works
 * within their programs): `undefined` when a rule allows any program. A form offers only these, so that nobody
 * picks a program the server will refuse.
 */
export function programsAllowed(ability: AppAbility, action: 'create' | 'update', resource: string): readonly string[] | undefined {
  const programs = new Set<string>();
  for (const rule of ability.rulesFor(action, resource)) {
    if (rule.inverted) continue;
    const program = (rule.conditions as Record<string, { $in?: unknown; $exists?: unknown } | undefined> | undefined)?.['program.programId'];
    // A rule on records that have no program yet (prospects) lets nobody give one.
    if (program?.$exists === false) continue;
    const within = program?.$in;
    if (!Array.isArray(within)) return undefined;
    for (const program of within) if (typeof program === 'string') programs.add(program);
  }
  return [...programs];
}
