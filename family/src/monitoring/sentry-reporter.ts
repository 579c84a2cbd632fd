import { browserTracingIntegration, init, setUser } from '@sentry/browser';
import { errorReportingOptions, personalWordsOf } from '@binome/schema/monitoring/options';
import type { ErrorReporter } from '@binome/schema/monitoring';

/** The signed-in person's names and contacts: scrubbed from every event, never sent. */
let personal: readonly string[] = [];

/**
 * The reporting chunk, loaded only when the page carries a DSN: named imports, so that the bundle keeps only what
 * these use of `@sentry/browser` (no replay, no feedback widget).
 */
export const reporter: ErrorReporter = {
  start: (dsn) => void init(errorReportingOptions(dsn, { browserTracingIntegration }, () => personal)),
  setPerson: (person) => {
    personal = personalWordsOf(person);
    setUser(person ? { id: person.userId } : null);
  },
};
