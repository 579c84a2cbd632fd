import { CATALOGS, lookupCounted, mergeCatalogs } from '@binome/schema';
import { STAFF_SCREEN_WORDS } from '@binome/schema/i18n/staff-screen-words';

/**
 * A French word of the staff app, wherever it lives: the catalogs of the first page, or the words a screen loads
 * with itself (matching, statistics, reports' review…), which the schema's `translate` does not hold.
 */
const FRENCH = mergeCatalogs(CATALOGS.fr, ...STAFF_SCREEN_WORDS.map((words) => words.fr));

export function staffWord(key: string, params: Record<string, string | number> = {}): string {
  // With a numeric `count`, its plural form, as the app's i18next picks it ("1 élève", "3 élèves").
  const template = lookupCounted(FRENCH, key, params, 'fr');
  if (template === undefined) throw new Error(`No French word for ${key}`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
