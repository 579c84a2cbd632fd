import { RESOURCES, type Resource } from '../resources.ts';
import { walkFields } from '../entities/fields.ts';
import { ALL_ENUMS } from '../enums/index.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';
import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '../catalogue.ts';
import { STAFF_MENUS } from '../routes/menus.ts';
import { STAFF_PAGES } from '../routes/staff-screens.ts';
import { LEVELS } from '../reference/levels.ts';
import { PROGRAMS } from '../reference/programs.ts';
import { LABEL_KEYS } from '../entities/labels.ts';

/** Words every screen shares; the apps use them and so they must exist in each language. */
export const COMMON_KEYS = [
  'app.name',
  'app.tagline',
  'language.fr',
  'language.en',
  'language.switch',
  'actions.create',
  'actions.edit',
  'actions.view',
  'actions.delete',
  'actions.save',
  'actions.cancel',
  'actions.confirm',
  'actions.export',
  'actions.search',
  'actions.filter',
  'actions.reset',
  'actions.back',
  'actions.backHome',
  'actions.logout',
  'actions.scrollToTop',
  'list.perPage',
  'list.empty',
  'list.loading',
  'list.total_one',
  'list.total_other',
  'list.all',
  'form.unsavedChanges.title',
  'form.unsavedChanges.body',
  'form.unsavedChanges.save',
  'form.unsavedChanges.discard',
  'form.deleteConfirm.title',
  'form.deleteConfirm.body',
  'form.duplicateWarning',
  'pages.notFound.title',
  'pages.notFound.body',
  'pages.forbidden.title',
  'pages.forbidden.body',
  'pages.login.title',
  'pages.register.title',
  'pages.privacy.title',
  'pages.terms.title',
  'pages.dataDeletion.title',
  'dashboard.title',
  'matching.mayTakeTwoMinutes',
  'menu.user.account',
  'menu.user.logout',
  'menu.family.home',
  'menu.family.reports',
  'menu.family.myScoring',
  'menu.family.equipment',
  'menu.family.contact',
  'menu.family.promotionalBanner',
  'dashboard.cards.tutors',
  'dashboard.cards.parents',
  'dashboard.cards.students',
  'dashboard.cards.sessions',
  'dashboard.cards.matching',
  'dashboard.cards.reports',
  'dashboard.captions.matching',
  'dashboard.captions.reports',
  'validation.thisField',
] as const;

/**
 * Every key the schema refers to: labels of every field of every resource, resource names, every enumeration
 * value, every validation and catalogue message, menus, pages, levels and programs. A key in this list missing
 * from a catalog fails the tests.
 */
export function requiredTranslationKeys(): string[] {
  const keys = new Set<string>([...COMMON_KEYS, ...Object.values(LABEL_KEYS)]);
  for (const resource of RESOURCES as readonly Resource[]) {
    keys.add(resource.entity.labelKey);
    keys.add(`menu.items.${resource.name}`);
    for (const field of walkFields(resource.entity.fields)) keys.add(field.labelKey!);
  }
  for (const enumeration of ALL_ENUMS) for (const value of enumeration.values) keys.add(enumeration.labelKey(value as never));
  for (const key of Object.values(VALIDATION_MESSAGES)) keys.add(key);
  for (const key of [...Object.values(ERROR_MESSAGES), ...Object.values(SUCCESS_MESSAGES)]) keys.add(key);
  for (const menu of Object.values(STAFF_MENUS)) {
    for (const entry of menu) if (typeof entry === 'object' && 'group' in entry) keys.add(`menu.groups.${entry.group}`);
  }
  for (const page of [...Object.keys(STAFF_PAGES), 'portal']) keys.add(`menu.pages.${page}`);
  for (const level of LEVELS) keys.add(`levelDescriptions.${level._id}`);
  for (const program of PROGRAMS) keys.add(`programNames.${program.programId}`);
  return [...keys].sort();
}
