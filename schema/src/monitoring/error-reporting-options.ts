import type { ReportedPerson } from './error-reporting.ts';
import { scrubEvent } from './scrub-event.ts';

/**
 * Section 7: every error (1.0), half of the traces (0.5). Its "sessions 0.1" is the replay sampling of the old
 * system; replays are not used here, since they record the screens, full of personal data.
 */
export const ERROR_REPORTING_SAMPLING = { errors: 1, traces: 0.5 } as const;

/**
 * The options of `@sentry/browser`'s `init`: no personal data (`sendDefaultPii: false`, every event and transaction
 * scrubbed down to the user id, and of the signed-in person's own names and contacts that `knownPersonal` answers), the section's sampling, traces kept in the browser (no trace headers on the API's
 * requests). Imported by the apps' lazily loaded reporting chunk only.
 */
export function errorReportingOptions<Integration>(
  dsn: string,
  sdk: { browserTracingIntegration(): Integration },
  knownPersonal: () => readonly string[] = () => [],
) {
  const scrub = <T extends object>(event: T): T => scrubEvent(event, knownPersonal());
  return {
    dsn,
    sendDefaultPii: false,
    sampleRate: ERROR_REPORTING_SAMPLING.errors,
    tracesSampleRate: ERROR_REPORTING_SAMPLING.traces,
    tracePropagationTargets: [] as string[],
    integrations: [sdk.browserTracingIntegration()],
    beforeSend: scrub,
    beforeSendTransaction: scrub,
  };
}

/** What to scrub of the signed-in person: their names and contacts, as the apps know them. */
export function personalWordsOf(person: ReportedPerson | null): string[] {
  const contact = person?.contactDetails ?? {};
  return [contact.firstName, contact.lastName, contact.email, contact.phoneNumber].filter((word): word is string => typeof word === 'string' && word !== '');
}
