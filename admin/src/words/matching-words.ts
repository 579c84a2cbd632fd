import { STAFF_MATCHING_WORDS } from '@binome/schema/i18n/staff-matching-words';
import { addScreenWords } from '../i18n.ts';

/** The words of the matching screen, the tutor's automatic matching and a pair's dissociation, added when one of its modules loads (imported for this effect). */
addScreenWords(STAFF_MATCHING_WORDS);
