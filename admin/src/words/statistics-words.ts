import { STAFF_STATISTICS_WORDS } from '@binome/schema/i18n/staff-statistics-words';
import { addScreenWords } from '../i18n.ts';

/** The words of the statistics screen, added when one of its modules loads (imported for this effect). */
addScreenWords(STAFF_STATISTICS_WORDS);
