import { translate, users } from '@binome/schema';
import type { Env } from '../../env.ts';
import { publicUrlOf } from '../../env.ts';
import type { Filter, Store } from '../../store/store.ts';
import { documentOf, type DocumentOf } from '../../resources/documents.ts';
import { problems } from '../../http/problems.ts';
import { languageOf } from '../../messaging/language.ts';
import { joinUrl } from '../session-links/session-links.operations.ts';
import { OCCURRENCES_COLLECTION, type OccurrenceDocument } from '../sessions/occurrence-store.ts';
import { usableSecretLinkOwner } from '../../auth/secret-link-owner.ts';
import { feedOwner, feedSecretOf, hasFeed, renewFeedSecret } from './feed-secret.ts';
import { icsCalendar } from './ics-document.ts';

/** A feed holds the last two months and everything ahead, at most this many occurrences. */
const FEED_HISTORY_DAYS = 60;
const FEED_MAX_EVENTS = 1000;

export function feedUrl(env: Env, secret: string): string {
  return `${publicUrlOf(env)}/v1/calendar/feeds/${secret}`;
}

export async function ownFeedUrl(store: Store, env: Env, userId: string, now: Date): Promise<{ url: string }> {
  return { url: feedUrl(env, await feedSecretOf(store, env, userId, now)) };
}

/** Whether the person has a feed URL out there (to offer its renewal after a password change). */
export async function ownFeedState(store: Store, userId: string): Promise<{ exists: boolean }> {
  return { exists: await hasFeed(store, userId) };
}

export async function renewedFeedUrl(store: Store, env: Env, userId: string, now: Date): Promise<{ url: string }> {
  return { url: feedUrl(env, await renewFeedSecret(store, env, userId, now)) };
}

/**
 * The calendar a secret opens: every occurrence its owner takes part in (a parent: their children's; a VSC: the
 * ones they follow), each with the owner's own join link. An unknown or renewed secret, or one whose owner can no
 * longer use their account, is a 404.
 */
export async function feedCalendar(store: Store, env: Env, secret: string, now: Date): Promise<string> {
  const userId = await feedOwner(store, secret);
  // A feed shows minors' names and join links: it dies with its owner's account, not only when renewed.
  const owner = userId ? await usableSecretLinkOwner(store, userId, { userRole: 1, language: 1 }) : null;
  if (!owner || !userId) throw problems.notFound();
  const language = languageOf(owner);
  // Read with its role and language only: the type says so.
  const { userRole }: Pick<DocumentOf<typeof users>, 'userRole'> = documentOf(users, owner);
  const filter = await occurrencesFilterFor(store, userId, userRole);
  if (!filter) return icsCalendar([], translate(language, 'enums.sessionType.private-session'));
  const since = new Date(now.getTime() - FEED_HISTORY_DAYS * 86_400_000).toISOString();
  const occurrences = (await store
    .collection(OCCURRENCES_COLLECTION)
    .find({ $and: [filter, { startDate: { $gte: since } }] }, { sort: { startDate: 1 }, limit: FEED_MAX_EVENTS })) as OccurrenceDocument[];
  const entries = await Promise.all(
    occurrences.map(async (occurrence) => ({ occurrence, joinUrl: await joinUrl({ store }, env, occurrence._id, userId), language })),
  );
  return icsCalendar(entries, 'Binôme');
}

async function occurrencesFilterFor(store: Store, userId: string, role: string | undefined): Promise<Filter | null> {
  if (role === 'tutor') return { 'tutors.userId': userId };
  if (role === 'student') return { 'students.userId': userId };
  if (role === 'vsc') return { 'vsc.vscId': userId };
  if (role === 'parent') {
    const children = await store.collection('users').find({ 'studentPreferences.parentUserId': userId }, { projection: { _id: 1 }, limit: 50 });
    return { 'students.userId': { $in: children.map((child) => child._id) } };
  }
  return null;
}
