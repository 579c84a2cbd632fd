import type { ProgramId } from './binome.js';

/** What the example is told through its environment; only the key has no default. */
export interface Settings {
  url: string;
  key: string;
  program: ProgramId;
  since: string;
  pageSize: number;
  maxWaitSeconds: number;
  note: string;
}

export function readSettings(env: NodeJS.ProcessEnv): Settings {
  const key = env.BINOME_KEY;
  if (!key) throw new Error('Set BINOME_KEY to the partner key an administrator gave you (bnm_…).');
  const pageSize = Number(env.BINOME_PAGE_SIZE ?? 20);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100)
    throw new Error('BINOME_PAGE_SIZE is a whole number from 1 to 100 (the API answers at most 100 rows a page).');
  return {
    url: env.BINOME_URL ?? 'http://localhost:8080',
    key,
    // The server checks it against the programs' enumeration (a 400 otherwise); in code, the type does.
    program: (env.BINOME_PROGRAM ?? 'az-rem-4ca0f8d') as ProgramId,
    since: env.BINOME_SINCE ?? startOfSchoolYear(new Date()),
    pageSize,
    maxWaitSeconds: Number(env.BINOME_MAX_WAIT_SECONDS ?? 60),
    note: env.BINOME_NOTE ?? 'Rencontré au forum des associations',
  };
}

/** The 1st of September of the current school year, as the `date-time` the date filters take. */
function startOfSchoolYear(today: Date): string {
  const year = today.getUTCMonth() >= 8 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  return new Date(Date.UTC(year, 8, 1)).toISOString();
}
