// antd's locales from its ES build. The package's `antd/locale/<name>` entry is CommonJS, and this app being an ES
// module package, the bundler hands its default import the whole exports object (`{ default: locale }`), which
// antd silently ignores: the French app's date pickers and calendar then spoke English ('Start date', 'Su Mo').
import frFR from 'antd/es/locale/fr_FR';
import enGB from 'antd/es/locale/en_GB';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
// Each registers itself with dayjs on import. British English rather than American: weeks start on Monday in
// both languages (section 9), and dates read day first, as in French.
import 'dayjs/locale/fr';
import 'dayjs/locale/en-gb';
import i18next from 'i18next';
import type { Language } from '@binome/schema';

/**
 * antd's words with ours where antd's read wrong: its French confirms a date, a dialog or a question with 'OK',
 * which a French screen should not show (issue 11); the word comes from the catalogs, like every other.
 */
function withOurWords(locale: Locale, language: Language): Locale {
  const ok = i18next.t('staff.widgets.ok', { lng: language });
  return {
    ...locale,
    DatePicker: { ...locale.DatePicker!, lang: { ...locale.DatePicker!.lang, ok } },
    Modal: { ...locale.Modal!, okText: ok, justOkText: ok },
    Popconfirm: { ...locale.Popconfirm!, okText: ok },
  };
}

/**
 * The words of antd's own widgets (date pickers, calendar, pagination, empty tables) in a language, once its
 * catalog is loaded (English comes on demand).
 */
export function antdLocaleOf(language: Language): Locale {
  return withOurWords(language === 'en' ? enGB : frFR, language);
}

/** dayjs's locale per language: antd's pickers and the calendar page lay out weeks and name days with it. */
export const DAYJS_LOCALES: Record<Language, string> = { fr: 'fr', en: 'en-gb' };

/** Dates formatted and weeks laid out in the language (dayjs's global locale, read by every `dayjs()` after). */
export function setDateLocale(language: Language): void {
  dayjs.locale(DAYJS_LOCALES[language]);
}
