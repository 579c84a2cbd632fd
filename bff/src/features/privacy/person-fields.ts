import type { StoredRecord, users } from '@binome/schema';
import type { StoredDocument } from '../../store/store.ts';

/** A person's fields as the users entity types them; the store hands any document, so each may be missing. */
export type PersonFields = Partial<StoredRecord<typeof users>>;

/** The users entity's view of a stored person, to read their contact details, address and birth date by name. */
export const personFieldsOf = (person: StoredDocument): PersonFields => person as PersonFields;
