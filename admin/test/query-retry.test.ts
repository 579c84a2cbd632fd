import { describe, expect, it } from 'vitest';
import { retryFailedRead } from '../src/providers/query-retry.ts';

describe('a failed read', () => {
  it('is not asked again when the answer was a refusal or a not-found: the same question gets the same answer', () => {
    for (const statusCode of [400, 401, 403, 404, 409, 412, 422]) expect(retryFailedRead(0, { statusCode, message: 'x' })).toBe(false);
  });

  it('is tried again, up to three times, after a network failure, a server error or a "too many requests"', () => {
    for (const error of [new TypeError('Failed to fetch'), { statusCode: 500 }, { statusCode: 503 }, { statusCode: 429 }, { statusCode: 408 }, null]) {
      expect(retryFailedRead(0, error)).toBe(true);
      expect(retryFailedRead(2, error)).toBe(true);
      expect(retryFailedRead(3, error)).toBe(false);
    }
  });
});
