import frCommon from './fr/common.json' with { type: 'json' };
import frFields from './fr/fields.json' with { type: 'json' };
import frEnums from './fr/enums.json' with { type: 'json' };
import frValidation from './fr/validation.json' with { type: 'json' };
import frMessages from './fr/messages.json' with { type: 'json' };
import frAuth from './fr/auth.json' with { type: 'json' };
import frStaff from './fr/staff.json' with { type: 'json' };
import frPresentation from './fr/presentation.json' with { type: 'json' };
import frFamilyFrame from './fr/family-frame.json' with { type: 'json' };
import enCommon from './en/common.json' with { type: 'json' };
import enFields from './en/fields.json' with { type: 'json' };
import enEnums from './en/enums.json' with { type: 'json' };
import enValidation from './en/validation.json' with { type: 'json' };
import enMessages from './en/messages.json' with { type: 'json' };
import enAuth from './en/auth.json' with { type: 'json' };
import enStaff from './en/staff.json' with { type: 'json' };
import enPresentation from './en/presentation.json' with { type: 'json' };
import enFamilyFrame from './en/family-frame.json' with { type: 'json' };
import type { Language } from '../constants.ts';

/**
 * The translation catalogs, one per language, each split by kind of text so that files stay readable:
 * `common` (menus, pages, dashboard, shared words), `fields` (resource names and field labels), `enums` (every
 * enumeration value), `validation` (section 5), `messages` (the section 8 catalogue: errors and successes), `auth` (the sign-in
 * pages, mails and text messages) and `staff` (the staff app's own words, and the keys Refine's components ask for:
 * `buttons`, `notifications`, `warnWhenUnsavedChanges`, `documentTitle`) and `presentation` (titles of a record's groups
 * and related lists).
 * They are i18next resources: nested objects, `{{name}}` interpolation.
 */
export type Catalog = { [key: string]: string | Catalog };

export function mergeCatalogs(...parts: Catalog[]): Catalog {
  const merged: Catalog = {};
  for (const part of parts) mergeInto(merged, part, '');
  return merged;
}

function mergeInto(target: Catalog, source: Catalog, prefix: string): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'string' || typeof existing === 'string') {
      if (existing !== undefined) throw new Error(`Translation key '${prefix}${key}' is defined twice`);
      target[key] = value;
    } else {
      const child = (existing as Catalog | undefined) ?? {};
      target[key] = child;
      mergeInto(child, value, `${prefix}${key}.`);
    }
  }
}

export const CATALOGS: Record<Language, Catalog> = {
  fr: mergeCatalogs(frCommon, frFields, frEnums, frValidation, frMessages, frAuth, frStaff, frPresentation, frFamilyFrame),
  en: mergeCatalogs(enCommon, enFields, enEnums, enValidation, enMessages, enAuth, enStaff, enPresentation, enFamilyFrame),
};

/** Every key of a catalog, dotted. */
export function catalogKeys(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : catalogKeys(value, `${prefix}${key}.`),
  );
}

export function lookup(catalog: Catalog, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}
