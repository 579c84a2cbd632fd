import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

/**
 * Countries of ISO 3166-1 with their French and English names, from `i18n-iso-countries`. The slug is the
 * stored value: lower-case ASCII from the English name (`united-kingdom`), stable across languages.
 */
export interface Country {
  slug: string;
  code: string;
  nameFr: string;
  nameEn: string;
}

type Names = Record<string, string | string[]>;
const first = (name: string | string[] | undefined): string => (Array.isArray(name) ? (name[0] ?? '') : (name ?? ''));

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const frNames = fr.countries as Names;
const enNames = en.countries as Names;

export const COUNTRIES: readonly Country[] = Object.keys(enNames)
  .map((code) => ({ slug: slugify(first(enNames[code])), code, nameFr: first(frNames[code]), nameEn: first(enNames[code]) }))
  .sort((a, b) => a.nameFr.localeCompare(b.nameFr, 'fr'));

export const DEFAULT_COUNTRY_SLUG = 'france';

const BY_SLUG = new Map(COUNTRIES.map((country) => [country.slug, country]));
export function findCountry(slug: string): Country | undefined {
  return BY_SLUG.get(slug);
}
