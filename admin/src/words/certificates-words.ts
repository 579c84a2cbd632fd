import { STAFF_CERTIFICATES_WORDS } from '@binome/schema/i18n/staff-certificates-words';
import { addScreenWords } from '../i18n.ts';

/** The words of a certificate's page, added when one of its modules loads (imported for this effect). */
addScreenWords(STAFF_CERTIFICATES_WORDS);
