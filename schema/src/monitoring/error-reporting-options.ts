import { scrubEvent } from './scrub-event.ts';

/**
 * Section 7: every error (1.0), half of the traces (0.5). Its "sessions 0.1" is the replay sampling of the old
 * system; replays are not used here, since they record the screens, full of personal data.
 */
export const ERROR_REPORTING_SAMPLING = { errors: 1, traces: 0.5 } as const;

/**
 * The options of `@sentry/browser`'s `init`: no personal data (`sendDefaultPii: false`, every event and transaction
 * scrubbed down to the user id), the section's sampling, traces kept in the browser (no trace headers on the API's
 * requests). Imported by the apps' lazily loaded reporting chunk only.
 */
export function errorReportingOptions<Integration>(dsn: string, sdk: { browserTracingIntegration(): Integration }) {
  return {
    dsn,
    sendDefaultPii: false,
    sampleRate: ERROR_REPORTING_SAMPLING.errors,
    tracesSampleRate: ERROR_REPORTING_SAMPLING.traces,
    tracePropagationTargets: [] as string[],
    integrations: [sdk.browserTracingIntegration()],
    beforeSend: scrubEvent,
    beforeSendTransaction: scrubEvent,
  };
}
