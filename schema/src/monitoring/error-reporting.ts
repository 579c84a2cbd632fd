import { scrubEvent } from './scrub-event.ts';

/**
 * Error reporting in the browser apps (section 7), shared by the family and staff apps. The server gives the DSN at
 * run time in a meta tag of the page it serves (`SENTRY_DSN`); without it nothing is loaded. The SDK is passed in as
 * a loader, so that each app imports `@sentry/browser` lazily (a separate chunk, fetched only when reporting is on)
 * and this module stays free of it.
 */
export const ERROR_REPORTING_META = 'binome-error-reporting-dsn';

/**
 * Section 7: every error (1.0), half of the traces (0.5). Its "sessions 0.1" is the replay sampling of the old
 * system; replays are not used here, since they record the screens, full of personal data.
 */
export const ERROR_REPORTING_SAMPLING = { errors: 1, traces: 0.5 } as const;

/** The part of `@sentry/browser` used here. */
export interface ErrorReportingSdk {
  init(options: never): unknown;
  browserTracingIntegration(): unknown;
  setUser(user: { id: string } | null): void;
}

/** Where the page is read: the `document`, or anything with `querySelector` in tests. */
export interface PageWithMeta {
  querySelector(selector: string): { getAttribute(name: string): string | null } | null;
}

/** The DSN the server wrote into the page, if any. */
export function dsnFromPage(page: PageWithMeta): string | undefined {
  const dsn = page.querySelector(`meta[name="${ERROR_REPORTING_META}"]`)?.getAttribute('content')?.trim();
  return dsn ? dsn : undefined;
}

/** The SDK's options: no personal data (`sendDefaultPii: false`, every event scrubbed), the section's sampling. */
export function errorReportingOptions(dsn: string, sdk: Pick<ErrorReportingSdk, 'browserTracingIntegration'>, environment?: string) {
  return {
    dsn,
    ...(environment && { environment }),
    sendDefaultPii: false,
    sampleRate: ERROR_REPORTING_SAMPLING.errors,
    tracesSampleRate: ERROR_REPORTING_SAMPLING.traces,
    // Traces stay in the browser: no trace headers on the API's requests.
    tracePropagationTargets: [] as string[],
    integrations: [sdk.browserTracingIntegration()],
    beforeSend: scrubEvent,
    beforeSendTransaction: scrubEvent,
  };
}

let started: Promise<ErrorReportingSdk | undefined> = Promise.resolve(undefined);

/**
 * Starts reporting when the page carries a DSN, loading the SDK then (and only then). Answers the SDK, or undefined
 * when reporting is off or the SDK could not load (reporting must never break the app).
 */
export function startErrorReporting(page: PageWithMeta, loadSdk: () => Promise<ErrorReportingSdk>, environment?: string): Promise<ErrorReportingSdk | undefined> {
  const dsn = dsnFromPage(page);
  if (!dsn) return started;
  started = loadSdk()
    .then((sdk) => {
      sdk.init(errorReportingOptions(dsn, sdk, environment) as never);
      return sdk;
    })
    .catch(() => undefined);
  return started;
}

/** The signed-in person, by id only, on the reports that follow; null when signed out. */
export function reportUser(userId: string | null): void {
  void started.then((sdk) => sdk?.setUser(userId ? { id: userId } : null));
}
