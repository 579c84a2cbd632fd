import { placeOfPair, type MatchStudent, type MatchTutor, type TutoringMode } from '@binome/schema/matching';
import type { Store, StoredDocument } from '../../store/store.ts';

interface MatchPerson<P> {
  document: StoredDocument;
  profile: P;
}

/**
 * How and where the sessions of a new pair are held: the mode they share and, in person, the place the rule chooses
 * (placeOfPair), in words every surface shows as they are (session page, calendar feed, reminders): the
 * establishment's name, or the student's home address. A home without an address stays a home, the place to be
 * given; nothing is invented.
 */
export async function sessionPlace(
  store: Store,
  tutor: MatchPerson<MatchTutor>,
  student: MatchPerson<MatchStudent>,
  mode: TutoringMode | undefined,
): Promise<Record<string, unknown>> {
  if (!mode) return {};
  const place = placeOfPair(tutor.profile, student.profile, mode);
  if (!place) return { tutoringMode: mode };
  if (place.placeType === 'school') {
    const establishment = await store.collection('establishments').findOne({ _id: place.establishmentId }, { projection: { establishmentName: 1 } });
    const name = typeof establishment?.establishmentName === 'string' ? establishment.establishmentName.trim() : '';
    return { tutoringMode: mode, placeType: 'school', ...(name && { placeOrRoom: name, school: name }) };
  }
  const address = homeAddressOf(student.document);
  return { tutoringMode: mode, placeType: 'home', ...(address && { placeOrRoom: address }) };
}

/** '12 rue des Lilas, 75011 Paris', from the parts the record has; undefined when it has none. */
export function homeAddressOf(document: StoredDocument): string | undefined {
  const address = (document.address ?? {}) as { addressLine1?: unknown; zipCode?: unknown; city?: unknown };
  const part = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const town = [part(address.zipCode), part(address.city)].filter(Boolean).join(' ');
  const words = [part(address.addressLine1), town].filter(Boolean).join(', ');
  return words || undefined;
}
