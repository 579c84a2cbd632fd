/**
 * Why an erasure is refused: catalogue keys translated with the staff screen that carries the erasure out (its words
 * load with it, see staff-privacy-words.ts).
 */
export const ERASURE_REFUSALS = {
  erasureOfStaff: 'errors.erasureOfStaff',
  erasureOfSelf: 'errors.erasureOfSelf',
  deletionRequestDone: 'errors.deletionRequestDone',
} as const;
