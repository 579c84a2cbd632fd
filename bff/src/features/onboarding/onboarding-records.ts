import type { OnboardingAudience } from '@binome/schema';
import type { StoredDocument } from '../../store/store.ts';

/** The server's own records of the onboarding: never served by a generic route, and written only by this feature. */
export const WATCH_COLLECTION = 'onboardingWatches';
export const ATTEMPTS_COLLECTION = 'quizAttempts';

/** How much of an onboarding video the server saw watched, one per person and video (`userId:videoId`). */
export interface WatchDocument extends StoredDocument {
  userId: string;
  videoId: string;
  intervals: [number, number][];
  lastPosition?: number;
  lastAt?: number;
  updatedAt: string;
}

/** One draw of the quiz; scored once submitted. Times are milliseconds since the epoch. */
export interface AttemptDocument extends StoredDocument {
  userId: string;
  audience: OnboardingAudience;
  questionIds: string[];
  drawnAt: number;
  submittedAt?: number;
  score?: number;
  passed?: boolean;
  retryReminderSentAt?: number;
}

/**
 * A document of these collections with its shape. No entity describes them (nobody else writes them, no route
 * serves them), so this is the one place their type is taken on trust: every write is this feature's.
 */
export function watchOfDocument(document: StoredDocument): WatchDocument {
  return document as WatchDocument;
}

export function attemptOfDocument(document: StoredDocument): AttemptDocument {
  return document as AttemptDocument;
}
