import { ERROR_MESSAGES } from '@binome/schema';
import { problems } from '../../http/problems.ts';
import { countEvent, secondsUntil } from '../../auth/throttle.ts';
import type { OperationContext } from '../../resources/operations.ts';
import type { PlaceSuggestion } from '../../geocoding/geocoder.ts';
import { DEFAULT_PLACE_SUGGESTIONS } from './places.routes.ts';

/**
 * Searches one person may make in a minute: typing an address with the forms' pause between keystrokes makes a few
 * tens; more is a script sending the public address base's load through us.
 */
export const PLACE_SEARCHES_PER_MINUTE = 60;
const MINUTE_MS = 60 * 1000;

/**
 * The places offered for what a person typed in an address field. Without a geocoder (geocoding off) or when it
 * fails to answer in time, 503: the form says the search is unavailable and the address is typed by hand.
 */
export async function searchPlaces(context: OperationContext, query: { q: string; limit?: number | undefined }): Promise<{ data: PlaceSuggestion[] }> {
  const window = await countEvent(context.store, `place-search:${context.signedIn.userId}`, MINUTE_MS, context.now);
  if (window.count > PLACE_SEARCHES_PER_MINUTE) {
    throw problems.rateLimited(ERROR_MESSAGES.rateLimited, secondsUntil(window.resetsAt, context.now));
  }
  const geocoder = context.deps?.geocoder;
  if (!geocoder) throw problems.unavailable();
  try {
    return { data: await geocoder.suggest(query.q, { limit: query.limit ?? DEFAULT_PLACE_SUGGESTIONS }) };
  } catch (error) {
    context.deps?.log.error('Place search failed', { error: error instanceof Error ? error.message : String(error) });
    throw problems.unavailable();
  }
}
