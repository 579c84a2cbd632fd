import { isStaffRole } from '@binome/schema';
import type { StoredDocument } from '../../store/store.ts';
import type { BlobStore } from '../../blobs/blob-store.ts';
import { revokeSessionsOf } from '../../auth/sessions.ts';
import { personalCollections, SECRET_COLLECTIONS } from './personal-collections.ts';
import { forgetTraces, type TracePorts } from './erasure-traces.ts';
import { mentionsFilter } from './mentions-filter.ts';
import { personFieldsOf } from './person-fields.ts';

/** What replaces a name, in a record's name fields and in every text that named the person. */
export const PSEUDONYM = { firstName: 'Personne', lastName: 'supprimée', fullName: 'Personne supprimée' } as const;
/** What replaces an e-mail, phone, address or date of birth found in a text or a snapshot. */
const REMOVED = '[supprimé]';

/** Keys of a person's record that hold free text about them (comments, notes): removed, not pseudonymised. */
const FREE_TEXT_KEYS = new Set(['comments', 'comment', 'note', 'notes', 'description', 'details', 'motivation', 'staffNote', 'profilePic']);

export interface ErasureOutcome {
  userId: string;
  /** Documents pseudonymised outside the person's record (sessions, reports, audit entries, ...). */
  pseudonymised: number;
  /** Sign-in sessions, credentials, links and codes deleted. */
  secretsDeleted: number;
  filesDeleted: number;
}

export class StaffErasureRefused extends Error {}

/** Whether the person works for the association: staff accounts are never erased through a data-deletion request. */
export function isStaffAccount(person: StoredDocument): boolean {
  const roles = [
    person.userRole,
    ...(Array.isArray(person.userRoleList) ? person.userRoleList.map((entry) => (entry as { profileName?: unknown }).profileName) : []),
  ];
  return roles.some((role) => isStaffRole(role));
}

/** What identifies the person in a text: their names as written together, e-mail, phone, street, date of birth. */
export function identifiersOf(person: StoredDocument) {
  const { contactDetails: contact, address, dateOfBirth } = personFieldsOf(person);
  const text = (value: unknown) => (typeof value === 'string' && value.trim().length >= 2 ? value.trim() : undefined);
  const firstName = text(contact?.firstName);
  const lastName = text(contact?.lastName);
  const exact = [
    firstName && lastName && `${firstName} ${lastName}`,
    firstName && lastName && `${lastName} ${firstName}`,
    text(contact?.email),
    text(contact?.phoneNumber),
    text(address?.addressLine1),
    text(dateOfBirth),
  ].filter((value): value is string => Boolean(value));
  return { id: person._id, exact, words: [firstName, lastName].filter((value): value is string => Boolean(value)) };
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A function that replaces the person's identifiers in a string: the full name, e-mail, phone, street and date of
 * birth wherever they appear (any case), and the first and last names as whole words as written (names are
 * capitalised, the enumerations' values never are, so 'present' stays an attendance state).
 */
function scrubberOf(identifiers: ReturnType<typeof identifiersOf>) {
  const patterns: [RegExp, string][] = [];
  const fullNames = identifiers.exact.slice(0, 2);
  for (const value of identifiers.exact) patterns.push([new RegExp(escape(value), 'giu'), fullNames.includes(value) ? PSEUDONYM.fullName : REMOVED]);
  for (const word of identifiers.words) patterns.push([new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'gu'), PSEUDONYM.fullName]);
  return (value: string) => patterns.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), value);
}

/** The value with every string scrubbed, at any depth; `_id` and the person's own id are left as they are. */
function scrubbed(value: unknown, scrub: (text: string) => string): unknown {
  if (typeof value === 'string') return scrub(value);
  if (Array.isArray(value)) return value.map((inner) => scrubbed(inner, scrub));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, key === '_id' ? inner : scrubbed(inner, scrub)]));
  return value;
}

/** Free texts removed at any depth of the person's own record. */
function withoutFreeTexts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutFreeTexts);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key, inner]) => !(FREE_TEXT_KEYS.has(key) && typeof inner === 'string'))
        .map(([key, inner]) => [key, withoutFreeTexts(inner)]),
    );
  }
  return value;
}

/**
 * The person's record once erased: ids, role, program, statuses, preferences and dates stay (the statistics count
 * them), names become the pseudonym, contact details, street, date of birth, free texts and the attestation's number
 * go, and the account is closed (`deleted` cannot sign in).
 */
export function erasedRecord(person: StoredDocument, now: Date): StoredDocument {
  const { address } = personFieldsOf(person);
  const record = withoutFreeTexts(person) as StoredDocument;
  const { dateOfBirth: _birth, civility: _civility, criminalRecord, ...rest } = record;
  return {
    ...rest,
    contactDetails: { firstName: PSEUDONYM.firstName, lastName: PSEUDONYM.lastName },
    // The postal code and city stay: the statistics count people by department, never by street.
    ...(address && { address: Object.fromEntries(Object.entries(address).filter(([key]) => key !== 'addressLine1')) }),
    ...(criminalRecord && typeof criminalRecord === 'object'
      ? { criminalRecord: Object.fromEntries(Object.entries(criminalRecord).filter(([key]) => key !== 'number')) }
      : {}),
    status: 'deleted',
    isEmailVerified: false,
    erasedAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

/**
 * Carries out the erasure of people (GDPR art. 17): their uploaded files deleted, their sign-in sessions, password,
 * provider links, one-time links, codes and feeds deleted, their record pseudonymised and closed, and every other
 * document that names them (sessions, reports' attendance, certificates, messages, audit and security entries,
 * deletion requests) rewritten with the pseudonym. Ids, roles, programs, dates and states stay, so the statistics
 * count the same. One query per collection, whatever the number of people (the retention job erases many at once),
 * for the documents whose words hold one of their identifiers (mentions-filter.ts, served by each collection's
 * words index), instead of a pass over every document.
 *
 * Not one transaction (it goes through every collection): each step is safe to repeat, so an erasure cut short is
 * finished by running it again. Last, the earlier versions of the rewritten documents are removed from the disk and
 * the outbox's copies of their mails deleted (erasure-traces.ts).
 */
export async function erasePeople(
  ports: TracePorts & { blobs?: BlobStore | undefined },
  people: readonly StoredDocument[],
  now: Date,
): Promise<ErasureOutcome[]> {
  const { store } = ports;
  const outcomes = new Map<string, ErasureOutcome>(
    people.map((person) => [person._id, { userId: person._id, pseudonymised: 0, secretsDeleted: 0, filesDeleted: 0 }]),
  );
  if (people.some(isStaffAccount)) throw new StaffErasureRefused('Staff accounts are not erased');
  const mentions = mentionsFilter(people.flatMap((person) => [person._id, ...identifiersOf(person).exact]));
  const matchers = people.map((person) => {
    const identifiers = identifiersOf(person);
    const needles = [`"${person._id}"`, ...identifiers.exact].map((value) => value.toLowerCase());
    return { person, scrub: scrubberOf(identifiers), concerns: (json: string) => needles.some((needle) => json.includes(needle)) };
  });

  for (const person of people) {
    const outcome = outcomes.get(person._id)!;
    for (const document of await store.collection('documents').find({ ownerId: person._id, blobId: { $exists: true } }, { projection: { blobId: 1 } })) {
      if (ports.blobs && (await ports.blobs.delete(String(document.blobId)))) outcome.filesDeleted += 1;
      await store.collection('documents').updateOne({ _id: document._id }, { $unset: { blobId: '' }, $set: { fileDeletedAt: now.toISOString() } });
    }
    outcome.secretsDeleted += await revokeSessionsOf(store, person._id);
  }

  for (const name of personalCollections()) {
    const collection = store.collection(name);
    const secret = SECRET_COLLECTIONS.includes(name);
    // Ids first, then one write each: the pass never writes into the collection it is reading.
    const found: { id: string; concerned: typeof matchers }[] = [];
    for await (const document of collection.stream(mentions)) {
      const json = JSON.stringify(document).toLowerCase();
      const concerned = matchers.filter((matcher) => matcher.concerns(json));
      if (concerned.length > 0) found.push({ id: document._id, concerned });
    }
    for (const { id, concerned } of found) {
      if (secret) {
        outcomes.get(concerned[0]!.person._id)!.secretsDeleted += (await collection.deleteOne({ _id: id })).deletedCount;
        continue;
      }
      const current = await collection.findOne({ _id: id });
      if (!current) continue;
      const own = concerned.find((matcher) => name === 'users' && matcher.person._id === id);
      let next = own ? erasedRecord(current, now) : current;
      for (const matcher of concerned) next = scrubbed(next, matcher.scrub) as StoredDocument;
      if (JSON.stringify(next) === JSON.stringify(current)) continue;
      await collection.replaceOne({ _id: id }, next);
      if (!own) for (const matcher of concerned) outcomes.get(matcher.person._id)!.pseudonymised += 1;
    }
  }
  await forgetTraces(
    ports,
    personalCollections(),
    people.flatMap((person) => identifiersOf(person).exact),
  );
  return [...outcomes.values()];
}
