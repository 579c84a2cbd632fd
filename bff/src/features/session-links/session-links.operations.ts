import { ERROR_MESSAGES, sessionOccurrences as occurrences } from '@binome/schema';
import { canJoinAt, hasVideoRoom, joinOpensAt } from '@binome/schema/sessions';
import { publicUrlOf, type Env } from '../../env.ts';
import { Problem, problems } from '../../http/problems.ts';
import { readableFilter, type OperationContext } from '../../resources/operations.ts';
import { OCCURRENCES_COLLECTION, type OccurrenceDocument } from '../sessions/occurrence-store.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import { usableSecretLinkOwner } from '../../auth/secret-link-owner.ts';
import { videoRoomOf } from '../sessions/video-room.ts';
import { sessionLinkKey } from './link-key.ts';
import { joinRightOf, type JoinRight } from './join-right.ts';
import { openId, sealId } from './link-crypto.ts';

/** Who joined which occurrence, and when: the attendance evidence the reports start from. */
export const SESSION_JOINS_COLLECTION = 'sessionJoins';

const GOOGLE_MEET = /^https:\/\/meet\.google\.com\//;
/** The rooms the earlier code wrote into `sessionLink`: `…/Binome-YYYYMMDD-HHmm-<1..100>-<occurrence id>`. */
const DERIVABLE_ROOM = /\/Binome-\d{8}-\d{4}-\d{1,3}-[^/]+$/;

export interface JoinLinkParameters {
  seance_id: string;
  seance_iv: string;
  user_id: string;
  user_iv: string;
}

/**
 * The reader's own link to an occurrence (section 7): a Google Meet link opens directly; any other goes through
 * `/session/{id}` with the occurrence's id and the reader's id each sealed with AES-GCM, so a link names one
 * person in one occurrence and cannot be edited into another. Only those who may join get one (join-right.ts).
 */
export async function linkFor(context: OperationContext, env: Env, id: string): Promise<{ url: string; opensAt: string }> {
  const occurrence = await readableOccurrence(context, id);
  await joinRightOrRefuse(context, occurrence);
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
 * start to the end, and records that they joined, and as what. A tampered link, or someone else's, is refused
 * (403), and so is anyone the occurrence does not name who may not change its session (join-right.ts).
 */
export async function joinOccurrence(context: OperationContext, env: Env, id: string, link: JoinLinkParameters): Promise<{ roomUrl: string }> {
  const occurrence = await readableOccurrence(context, id);
  const key = await sessionLinkKey(context.store, env);
  const [seanceId, userId] = await Promise.all([
    openId(key, { value: link.seance_id, iv: link.seance_iv }),
    openId(key, { value: link.user_id, iv: link.user_iv }),
  ]);
  if (seanceId !== occurrence._id || userId !== context.signedIn.userId) throw new Problem(403, 'linkInvalid', ERROR_MESSAGES.linkInvalid);
  const right = await joinRightOrRefuse(context, occurrence);
  // Held in person (at the family's home, at school): there is no room to send anyone to.
  if (!hasVideoRoom(occurrence)) throw problems.conflict(ERROR_MESSAGES.noVideoRoom, 'noVideoRoom');
  if (!canJoinAt(occurrence, context.now)) throw problems.conflict(ERROR_MESSAGES.joinNotOpen, 'joinNotOpen');
  const roomUrl = await roomOf(context, env, occurrence);
  await recordJoin(context, occurrence, userId, right);
  return { roomUrl };
}

/**
 * The join, for the attendance the class report starts from, and in the audit. A staff member's join is marked
 * so (`asStaff`): they look in, they are not one of the session's people, and the report never counts them present.
 */
async function recordJoin(context: OperationContext, occurrence: OccurrenceDocument, userId: string, right: JoinRight): Promise<void> {
  const nowIso = context.now.toISOString();
  await context.store.collection(SESSION_JOINS_COLLECTION).updateOne(
    { _id: `${occurrence._id}:${userId}` },
    {
      $set: {
        occurrenceId: occurrence._id,
        sessionId: occurrence.sessionId,
        userId,
        role: right === 'staff' ? context.signedIn.role : right,
        asStaff: right === 'staff',
        lastJoinedAt: nowIso,
      },
      $min: { firstJoinedAt: nowIso },
      $inc: { joins: 1 },
    },
    { upsert: true },
  );
  // Entering a room where minors are is an access to their session: who, when, and whether as staff (a read entry
  // keeps field names, not values, so the capacity is the field's name).
  await writeAudit(context.store, {
    actor: context.signedIn,
    action: 'read',
    resource: occurrences.name,
    recordId: occurrence._id,
    after: right === 'staff' ? { staffJoin: true } : { join: true },
    stored: occurrence,
    requestId: context.requestId,
    at: context.now,
  });
}

/**
 * The occurrence's room: its session's own link when staff gave one, else a room of its own whose name is 32
 * random bytes stored with the occurrence (video-room.ts). The name used to be made of the date, a number from 1
 * to 100 and the occurrence's id, which every join link and calendar carries: such a stored link is ignored.
 */
async function roomOf(context: OperationContext, env: Env, occurrence: OccurrenceDocument & { sessionLink?: string }): Promise<string> {
  if (typeof occurrence.sessionLink === 'string' && occurrence.sessionLink !== '' && !DERIVABLE_ROOM.test(occurrence.sessionLink))
    return occurrence.sessionLink;
  return `${env.VIDEO_ROOM_BASE_URL.replace(/\/$/, '')}/${await videoRoomOf(context.store, occurrence)}`;
}

/** Anyone the occurrence's people do not include, nor its staff, is refused; so is an account no longer in use. */
async function joinRightOrRefuse(context: OperationContext, occurrence: OccurrenceDocument): Promise<JoinRight> {
  const right = (await usableSecretLinkOwner(context.store, context.signedIn.userId, { _id: 1 })) ? await joinRightOf(context, occurrence) : null;
  if (!right) throw new Problem(403, 'notJoinable', ERROR_MESSAGES.notJoinable);
  return right;
}

async function readableOccurrence(context: OperationContext, id: string): Promise<OccurrenceDocument & { sessionLink?: string }> {
  const occurrence = await context.store.collection(OCCURRENCES_COLLECTION).findOne(readableFilter(context, occurrences, { _id: id }, 'read'));
  if (!occurrence) throw problems.notFound();
  return occurrence as OccurrenceDocument & { sessionLink?: string };
}
