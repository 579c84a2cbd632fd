import { QueryClient } from '@tanstack/react-query';
import { problemOf, type ApiProblem } from '../api/client.ts';

/**
 * Section 9: answers are kept five minutes and are stale at once (a screen shown again asks the server again,
 * showing what it had meanwhile). A refused or invalid request is not retried: only the network may be.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: 5 * 60_000,
      staleTime: 0,
      retry: (failures, error) => failures < 2 && problemOf(error).code === 'network',
      refetchOnWindowFocus: false,
    },
  },
});

/**
 * openapi-fetch answers `{ data, error, response }`; queries and mutations want a value or a throw. The thrown
 * value is the API's problem (`{ code, message, details }`), or the network problem when there is no answer.
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: Awaited<typeof call>;
  try {
    result = await call;
  } catch {
    throw problemOf(undefined);
  }
  if (result.error !== undefined || !result.response.ok) throw problemOf(result.error) satisfies ApiProblem;
  return result.data as T;
}
