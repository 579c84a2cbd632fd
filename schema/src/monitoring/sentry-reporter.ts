import type { ErrorReporter } from './error-reporting.ts';
import { errorReportingOptions, personalWordsOf } from './error-reporting-options.ts';

/** What the reporter uses of `@sentry/browser`, passed in by each app (the schema does not depend on the SDK). */
export interface SentrySdk<Integration> {
  init(options: ReturnType<typeof errorReportingOptions<Integration>>): unknown;
  setUser(user: { id: string } | null): void;
  browserTracingIntegration(): Integration;
}

/**
 * The reporter both apps load in their reporting chunk, from the SDK functions they import by name (so that their
 * bundles keep only what these use of `@sentry/browser`: no replay, no feedback widget). The signed-in person's
 * names and contacts are kept here to be scrubbed from every event, never sent.
 */
export function sentryReporter<Integration>(sdk: SentrySdk<Integration>): ErrorReporter {
  let personal: readonly string[] = [];
  return {
    start: (dsn) => void sdk.init(errorReportingOptions(dsn, sdk, () => personal)),
    setPerson: (person) => {
      personal = personalWordsOf(person);
      sdk.setUser(person ? { id: person.userId } : null);
    },
  };
}
