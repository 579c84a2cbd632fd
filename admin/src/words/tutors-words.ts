import { STAFF_TUTORS_WORDS } from '@binome/schema/i18n/staff-tutors-words';
import { addScreenWords } from '../i18n.ts';

/** The words of the tutors' list and page (their file), added when one of their modules loads (imported for this effect). */
addScreenWords(STAFF_TUTORS_WORDS);
