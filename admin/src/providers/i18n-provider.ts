import type { I18nProvider } from '@refinedev/core';
import i18next from 'i18next';
import type { Language } from '@binome/schema';
import { chooseLanguage, currentLanguage } from '../i18n.ts';
import { resourceByAnyName } from '../resources.ts';

const RESOURCE_NAME_KEY = /^([A-Za-z-]+)\.\1$/;
const RESOURCE_TITLE_KEY = /^([A-Za-z-]+)\.titles\.(list|create|edit|show|clone)$/;

/**
 * Refine names a resource and its pages by keys of its own (`establishments.establishments`,
 * `establishments.titles.create`); those come from the resource's label in the schema's catalogs, so no resource
 * needs keys of its own for Refine.
 */
function refineResourceKey(key: string): string | undefined {
  const title = RESOURCE_TITLE_KEY.exec(key);
  const named = title ? resourceByAnyName(title[1]!) : undefined;
  if (title && named) return i18next.t(`staff.titles.${title[2]}`, { resource: i18next.t(named.entity.labelKey) });
  const name = RESOURCE_NAME_KEY.exec(key);
  const resource = name ? resourceByAnyName(name[1]!) : undefined;
  return resource ? i18next.t(resource.entity.labelKey) : undefined;
}

/** Refine's components ask their words through this, from the schema's catalogs. */
export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) => {
    const resourceWords = refineResourceKey(key);
    if (resourceWords !== undefined) return resourceWords;
    const values = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
    const fallback = typeof options === 'string' ? options : defaultMessage;
    return i18next.t(key, { ...values, ...(fallback !== undefined && { defaultValue: fallback }) });
  },
  changeLocale: (language) => chooseLanguage(language as Language),
  getLocale: () => currentLanguage(),
};
