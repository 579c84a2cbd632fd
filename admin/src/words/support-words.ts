import { STAFF_SUPPORT_WORDS } from '@binome/schema/i18n/staff-support-words';
import { addScreenWords } from '../i18n.ts';

/** The words of the support screens (a record's history, the history search, the security log, the partner keys), added when one of their modules loads. */
addScreenWords(STAFF_SUPPORT_WORDS);
