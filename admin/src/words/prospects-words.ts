import { STAFF_PROSPECTS_WORDS } from '@binome/schema/i18n/staff-prospects-words';
import { addScreenWords } from '../i18n.ts';

/** The words of a prospect's page and its decision, added when one of its modules loads (imported for this effect). */
addScreenWords(STAFF_PROSPECTS_WORDS);
