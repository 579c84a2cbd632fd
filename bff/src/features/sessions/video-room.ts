import { randomToken } from '../../auth/secrets.ts';
import type { Store } from '../../store/store.ts';
import { OCCURRENCES_COLLECTION, type OccurrenceDocument } from './occurrence-store.ts';

/**
 * The video room of an occurrence, kept on the occurrence under a field no descriptor names, so that no read of
 * the occurrence hands it out: only a join does, to whom may join.
 */
export const VIDEO_ROOM_FIELD = 'videoRoom';

/**
 * 32 random bytes, base64url (43 characters): nothing in a join link, a calendar's UID or the date leads to it.
 * More than 128 bits on purpose: some video services fold room names to lower case, which leaves about 5.2 bits
 * per character, still over 200 bits here.
 */
const ROOM_BYTES = 32;

export function newVideoRoomName(): string {
  return randomToken(ROOM_BYTES);
}

/**
 * The occurrence's room name. Occurrences written before rooms were random get theirs on first join, with a
 * compare-and-set on its absence, so that two people joining at once read the same one.
 */
export async function videoRoomOf(store: Store, occurrence: OccurrenceDocument): Promise<string> {
  const known = occurrence[VIDEO_ROOM_FIELD];
  if (typeof known === 'string' && known !== '') return known;
  const collection = store.collection(OCCURRENCES_COLLECTION);
  await collection.updateOne({ _id: occurrence._id, [VIDEO_ROOM_FIELD]: { $exists: false } }, { $set: { [VIDEO_ROOM_FIELD]: newVideoRoomName() } });
  const stored = await collection.findOne({ _id: occurrence._id }, { projection: { [VIDEO_ROOM_FIELD]: 1 } });
  const room = stored?.[VIDEO_ROOM_FIELD];
  if (typeof room !== 'string') throw new Error('The video room could not be stored');
  return room;
}
