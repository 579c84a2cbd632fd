import { accountPath, STAFF_PAGES, STAFF_ROLES, type Resource, type StaffPage } from '@binome/schema';

type Translate = (key: string, values?: Record<string, unknown>) => string;

export interface TitledScreen {
  pathname: string;
  /** The resource of a record screen, as Refine parsed the address. */
  resource?: Resource | undefined;
  action?: string | undefined;
  /** The record's own title (`_label`), once its screen has read it. */
  recordTitle?: string | undefined;
}

/** The pages whose screen has a title of its own; the others are named as in the menu. */
const PAGE_TITLE_KEYS: Partial<Record<StaffPage, string>> = { home: 'dashboard.title', statistics: 'staff.statistics.title', calendar: 'staff.calendar.title' };
const PAGE_BY_PATH = new Map((Object.entries(STAFF_PAGES) as [StaffPage, string][]).map(([page, path]) => [path, page]));
const ACCOUNT_PATHS = new Set(STAFF_ROLES.map(accountPath));

/** What the screen is, in words, or undefined when the address names nothing known. */
function screenTitle({ pathname, resource, action, recordTitle }: TitledScreen, t: Translate): string | undefined {
  if (resource) {
    const name = t(resource.entity.labelKey);
    switch (action) {
      case 'list':
        return name;
      case 'create':
        return t('staff.titles.create', { resource: name });
      case 'show':
        return recordTitle ?? t('documentTitle.record');
      case 'edit':
        return recordTitle ? t('documentTitle.editRecord', { record: recordTitle }) : t('staff.titles.edit', { resource: name });
    }
  }
  const page = PAGE_BY_PATH.get(pathname);
  if (page) return t(PAGE_TITLE_KEYS[page] ?? `menu.pages.${page}`);
  if (ACCOUNT_PATHS.has(pathname)) return t('staff.account.title');
  return undefined;
}

/**
 * The browser tab's title (issue 11): the screen in the person's language, then the product ('Tuteurs | Binôme',
 * 'Juliette Lopez | Binôme'); the staff area's name where the address names nothing known.
 */
export function documentTitleOf(screen: TitledScreen, t: Translate): string {
  const title = screenTitle(screen, t);
  return title ? `${title}${t('documentTitle.suffix')}` : t('documentTitle.default');
}
