import { STAFF_DOCUMENTS_WORDS } from '@binome/schema/i18n/staff-documents-words';
import { addScreenWords } from '../i18n.ts';

/** The words of the documents' review queue, added when one of its modules loads (imported for this effect). */
addScreenWords(STAFF_DOCUMENTS_WORDS);
