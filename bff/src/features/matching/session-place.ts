import { establishments, type sessions, type StoredRecord } from '@binome/schema';
import { placeOfPair, type TutoringMode } from '@binome/schema/matching';
import type { Store } from '../../store/store.ts';
import { documentOf } from '../../resources/documents.ts';
import type { StudentPerson, TutorPerson } from './matching-reads.ts';

/** Where a series is held, in its own fields. */
export type SeriesPlace = Partial<Pick<StoredRecord<typeof sessions>, 'tutoringMode' | 'placeType' | 'placeOrRoom' | 'school'>>;

/**
 * How and where the sessions of a new pair are held: the mode they share and, in person, the place the rule chooses
 * (placeOfPair), in words every surface shows as they are (session page, calendar feed, reminders): the
 * establishment's name, or the student's home address. A home without an address stays a home, the place to be
 * given; nothing is invented.
 */
export async function sessionPlace(store: Store, tutor: TutorPerson, student: StudentPerson, mode: TutoringMode | undefined): Promise<SeriesPlace> {
  if (!mode) return {};
  const place = placeOfPair(tutor.profile, student.profile, mode);
  if (!place) return { tutoringMode: mode };
  if (place.placeType === 'school') {
    const found = await store.collection(establishments.collection).findOne({ _id: place.establishmentId }, { projection: { establishmentName: 1 } });
    const name = found ? documentOf(establishments, found).establishmentName.trim() : '';
    return { tutoringMode: mode, placeType: 'school', ...(name && { placeOrRoom: name, school: name }) };
  }
  const address = homeAddressOf(student.document);
  return { tutoringMode: mode, placeType: 'home', ...(address && { placeOrRoom: address }) };
}

/** '12 rue des Lilas, 75011 Paris', from the parts the record has; undefined when it has none. */
export function homeAddressOf(document: StudentPerson['document']): string | undefined {
  const address = document.address ?? {};
  const part = (value: string | undefined) => value?.trim() ?? '';
  const town = [part(address.zipCode), part(address.city)].filter(Boolean).join(' ');
  const words = [part(address.addressLine1), town].filter(Boolean).join(', ');
  return words || undefined;
}
