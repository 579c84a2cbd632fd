/**
 * Error reporting in the browser apps (section 7), shared by the family and staff apps. The server gives the DSN at
 * run time in a meta tag of the page it serves (`SENTRY_DSN`); without it nothing more is loaded. This file is what
 * the apps' first page carries, so it stays tiny and imports nothing: the SDK and the options (with the scrubbing)
 * come in a chunk that each app loads lazily, and only when the page has a DSN.
 */
export const ERROR_REPORTING_META = 'binome-error-reporting-dsn';

/** What an app's lazily loaded reporting chunk offers: start the SDK with a DSN, name the signed-in person. */
export interface ErrorReporter {
  start(dsn: string): void;
  /** The person by id on the reports; their names and contacts are kept in memory to be scrubbed, never sent. */
  setPerson(person: ReportedPerson | null): void;
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

let started: Promise<ErrorReporter | undefined> = Promise.resolve(undefined);

/**
 * Starts reporting when the page carries a DSN, loading the reporter then (and only then). Answers the reporter, or
 * undefined when reporting is off or the chunk could not load (reporting must never break the app).
 */
export function startErrorReporting(page: PageWithMeta, load: () => Promise<ErrorReporter>): Promise<ErrorReporter | undefined> {
  const dsn = dsnFromPage(page);
  if (!dsn) return started;
  started = load()
    .then((reporter) => {
      reporter.start(dsn);
      return reporter;
    })
    .catch(() => undefined);
  return started;
}

/** What the apps know of the signed-in person. */
export interface ReportedPerson {
  userId: string;
  contactDetails?: { firstName?: string; lastName?: string; email?: string; phoneNumber?: string };
}

/**
 * The signed-in person on the reports that follow, by id only; their names and contacts are only what to scrub
 * from free text (an error message naming them). Null when signed out.
 */
export function reportUser(person: ReportedPerson | null): void {
  void started.then((reporter) => reporter?.setPerson(person));
}
