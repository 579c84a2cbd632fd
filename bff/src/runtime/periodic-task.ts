/** A task that runs now and then at a fixed interval, until stopped. */
export interface PeriodicTask {
  /** Stops the timer and waits for the pass under way, so that a shutdown never cuts a pass in two. */
  stop(): Promise<void>;
  /** The first pass, run at once: settles when it is done (its errors are the `onError`'s). */
  firstPass: Promise<void>;
}

/**
 * Runs `pass` now and every `intervalMs`, one pass at a time (a slow pass delays the next instead of overlapping
 * it); a failing pass goes to `onError` and the next one runs as planned. Until the product has its job scheduler,
 * the periodic housekeeping (log retention, queued invitations) runs this way.
 */
export function runPeriodically(intervalMs: number, pass: () => Promise<void>, onError: (error: unknown) => void): PeriodicTask {
  let current: Promise<void> = Promise.resolve();
  const run = () => {
    current = current.then(async () => {
      try {
        await pass();
      } catch (error) {
        onError(error);
      }
    });
  };
  run();
  const firstPass = current;
  const timer = setInterval(run, intervalMs);
  // Node's timers would keep a process alive that has nothing else to do; Deno's are numbers and need nothing.
  (timer as { unref?: () => void }).unref?.();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
    firstPass,
  };
}
