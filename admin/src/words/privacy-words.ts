import { STAFF_PRIVACY_WORDS } from '@binome/schema/i18n/staff-privacy-words';
import { addScreenWords } from '../i18n.ts';

/** The words of a data-deletion request's handling, added when its page loads (imported for this effect). */
addScreenWords(STAFF_PRIVACY_WORDS);
