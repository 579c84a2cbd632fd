import type { Dayjs } from 'dayjs';
import 'dayjs/locale/fr';

/** Day and month names in the app's language (dayjs speaks English unless told). */
export function inLanguage(day: Dayjs, language: string): Dayjs {
  return day.locale(language.startsWith('en') ? 'en' : 'fr');
}
