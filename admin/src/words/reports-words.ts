import { STAFF_REPORTS_WORDS } from '@binome/schema/i18n/staff-reports-words';
import { addScreenWords } from '../i18n.ts';

/** The words of the reports' review queue, added when one of its modules loads (imported for this effect). */
addScreenWords(STAFF_REPORTS_WORDS);
