/** Business constants and limits of section 9, in one place. */
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/** Keys the apps keep in local storage. */
export const STORAGE_KEYS = { language: 'language', theme: 'theme', familyLock: 'familyLock', user: 'user' } as const;

/** Session cookies (section 9), valid one day. */
export const COOKIE_NAMES = { accessToken: 'secure-access-token', roleToken: 'secure-role-token', userId: 'userId' } as const;
export const COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

export const PAGE_SIZES = [10, 20] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** The BFF never answers more rows than this in one page. */
export const MAX_PAGE_SIZE = 100;
/** "Number options 1 to 20", e.g. numberOfStudentsToSupport. */
export const NUMBER_OPTION_MIN = 1;
export const NUMBER_OPTION_MAX = 20;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const UPLOAD_ACCEPTED_MIME_TYPES = ['application/pdf'] as const;
export const MINIMUM_REGISTRATION_AGE = 16;
export const PASSWORD_MIN_LENGTH = 8;
export const DATA_RETENTION_YEARS_AFTER_END = 3;

export const POLLING_INTERVAL_MS = 3000;
export const REDIRECT_DELAY_MS = 1000;
export const QUERY_CACHE_MS = 5 * 60 * 1000;
export const MOBILE_BREAKPOINT_PX = 1024;
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;
/** Automatic matching may take this long; the screen says so. */
export const MATCHING_MAX_DURATION_MS = 2 * 60 * 1000;

export const LAYOUT_DEFAULTS = { layout: 'vertical', contentWidth: 'full', theme: 'light', direction: 'ltr' } as const;
