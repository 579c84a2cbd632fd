import { ERROR_MESSAGES, getResource } from '@binome/schema';
import { canJoinAt, inParis, joinOpensAt } from '@binome/schema/sessions';
import { publicUrlOf, type Env } from '../../env.ts';
import { Problem, problems } from '../../http/problems.ts';
import { readableFilter, type OperationContext } from '../../resources/operations.ts';
import { OCCURRENCES_COLLECTION, type OccurrenceDocument } from '../sessions/occurrence-store.ts';
import { sessionLinkKey } from './link-key.ts';
import { openId, sealId } from './link-crypto.ts';

/** Who joined which occurrence, and when: the attendance evidence the reports start from. */
export const SESSION_JOINS_COLLECTION = 'sessionJoins';

const occurrences = getResource('sessionOccurrences').entity;
const GOOGLE_MEET = /^https:\/\/meet\.google\.com\//;

export interface JoinLinkParameters {
  seance_id: string;
  seance_iv: string;
  user_id: string;
  user_iv: string;
}

/**
 * The reader's own link to an occurrence (section 7): a Google Meet link opens directly; any other goes through
 * `/session/{id}` with the occurrence's id and the reader's id each sealed with AES-GCM, so a link names one
 * person in one occurrence and cannot be edited into another.
 */
export async function linkFor(context: OperationContext, env: Env, id: string): Promise<{ url: string; opensAt: string }> {
  const occurrence = await readableOccurrence(context, id);
  const opensAt = joinOpensAt(occurrence).toISOString();
  if (typeof occurrence.sessionLink === 'string' && GOOGLE_MEET.test(occurrence.sessionLink)) return { url: occurrence.sessionLink, opensAt };
  return { url: await joinUrl(context, env, occurrence._id, context.signedIn.userId), opensAt };
}

/** `{PUBLIC_URL}/session/{id}?seance_id=…&seance_iv=…&user_id=…&user_iv=…` for this occurrence and person. */
export async function joinUrl(context: Pick<OperationContext, 'store'>, env: Env, occurrenceId: string, userId: string): Promise<string> {
  const key = await sessionLinkKey(context.store, env);
  const seance = await sealId(key, occurrenceId);
  const user = await sealId(key, userId);
  const query = new URLSearchParams({ seance_id: seance.value, seance_iv: seance.iv, user_id: user.value, user_iv: user.iv });
  return `${publicUrlOf(env)}/session/${encodeURIComponent(occurrenceId)}?${query.toString()}`;
}

/**
 * Opens the video room for the person the link names, in the occurrence it names, from 15 minutes before the
 * start to the end, and records that they joined. A tampered link, or someone else's, is refused (403).
 */
export async function joinOccurrence(context: OperationContext, env: Env, id: string, link: JoinLinkParameters): Promise<{ roomUrl: string }> {
  const occurrence = await readableOccurrence(context, id);
  const key = await sessionLinkKey(context.store, env);
  const [seanceId, userId] = await Promise.all([openId(key, { value: link.seance_id, iv: link.seance_iv }), openId(key, { value: link.user_id, iv: link.user_iv })]);
  if (seanceId !== occurrence._id || userId !== context.signedIn.userId) throw new Problem(403, 'linkInvalid', ERROR_MESSAGES.linkInvalid);
  if (!canJoinAt(occurrence, context.now)) throw problems.conflict(ERROR_MESSAGES.joinNotOpen, 'joinNotOpen');
  const roomUrl = await roomOf(context, env, occurrence);
  const nowIso = context.now.toISOString();
  await context.store.collection(SESSION_JOINS_COLLECTION).updateOne(
    { _id: `${occurrence._id}:${userId}` },
    {
      $set: { occurrenceId: occurrence._id, sessionId: occurrence.sessionId, userId, role: roleIn(occurrence, userId, context.signedIn.role), lastJoinedAt: nowIso },
      $min: { firstJoinedAt: nowIso },
      $inc: { joins: 1 },
    },
    { upsert: true },
  );
  return { roomUrl };
}

/**
 * The occurrence's room: its session's link when it has one, else a room named from its date and a number from 1
 * to 100 (section 7), written once with a compare-and-set so that everyone who joins meets in the same room.
 */
async function roomOf(context: OperationContext, env: Env, occurrence: OccurrenceDocument): Promise<string> {
  if (typeof occurrence.sessionLink === 'string' && occurrence.sessionLink !== '') return occurrence.sessionLink;
  const number = 1 + (crypto.getRandomValues(new Uint32Array(1))[0]! % 100);
  const proposed = `${env.VIDEO_ROOM_BASE_URL.replace(/\/$/, '')}/Binome-${inParis(occurrence.startDate).format('YYYYMMDD-HHmm')}-${number}-${occurrence._id}`;
  const collection = context.store.collection(OCCURRENCES_COLLECTION);
  await collection.updateOne({ _id: occurrence._id, sessionLink: { $exists: false } }, { $set: { sessionLink: proposed } });
  const stored = await collection.findOne({ _id: occurrence._id }, { projection: { sessionLink: 1 } });
  return typeof stored?.sessionLink === 'string' ? stored.sessionLink : proposed;
}

async function readableOccurrence(context: OperationContext, id: string): Promise<OccurrenceDocument & { sessionLink?: string }> {
  const occurrence = await context.store.collection(OCCURRENCES_COLLECTION).findOne(readableFilter(context, occurrences, { _id: id }, 'read'));
  if (!occurrence) throw problems.notFound();
  return occurrence as OccurrenceDocument & { sessionLink?: string };
}

function roleIn(occurrence: OccurrenceDocument, userId: string, role: string): string {
  if (occurrence.tutors?.some((person) => person.userId === userId)) return 'tutor';
  if (occurrence.students?.some((person) => person.userId === userId)) return 'student';
  return role;
}
