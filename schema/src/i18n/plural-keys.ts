import { lookup, type Catalog } from './catalog-merge.ts';

const rulesByLanguage = new Map<string, Intl.PluralRules>();

function pluralRules(language: string): Intl.PluralRules {
  let rules = rulesByLanguage.get(language);
  if (!rules) rulesByLanguage.set(language, (rules = new Intl.PluralRules(language)));
  return rules;
}

/**
 * The keys to try for a text, best first, as i18next tries them in the apps: with a numeric `count`, the plural
 * form of the language (`key_one`, `key_other`, from the same CLDR rules, `Intl.PluralRules`, so that a mail says
 * "1 essai" where the screen does), then `key_other` (French has a `many` form for millions that no text spells
 * out), then the bare key.
 */
export function pluralCandidates(key: string, params: Record<string, unknown>, language: string): string[] {
  const count = params.count;
  if (typeof count !== 'number') return [key];
  return [`${key}_${pluralRules(language).select(count)}`, `${key}_other`, key];
}

/** The first of the candidate keys a catalog holds (see `pluralCandidates`). */
export function lookupCounted(catalog: Catalog, key: string, params: Record<string, unknown>, language: string): string | undefined {
  for (const candidate of pluralCandidates(key, params, language)) {
    const text = lookup(catalog, candidate);
    if (text !== undefined) return text;
  }
  return undefined;
}
