import { startErrorReporting } from '@binome/schema/monitoring';

/**
 * Error reporting (section 7), when the server's page carries a DSN. `@sentry/browser` and the scrubbing are a chunk
 * of their own, fetched only then: the first page does not carry them.
 */
export function startFamilyErrorReporting(): void {
  void startErrorReporting(document, () => import('./sentry-reporter.ts').then((module) => module.reporter));
}
