import type { Logger } from '../http/logger.ts';

/**
 * Runs `task` after the answer is sent, never awaited by the request: what the caller must not be able to time
 * (whether a mail went out) or wait for (a slow mail server). A failure is logged under `name`; nobody is left to
 * tell. Plain promises: the same on Node and Deno.
 */
export function runInBackground(log: Logger, name: string, task: () => Promise<void>): void {
  void Promise.resolve()
    .then(task)
    .catch((error: unknown) => log.error(`${name} failed`, { error: error instanceof Error ? error.message : String(error) }));
}
