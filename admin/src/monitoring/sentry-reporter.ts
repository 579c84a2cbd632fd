import { browserTracingIntegration, init, setUser } from '@sentry/browser';
import { errorReportingOptions } from '@binome/schema/monitoring/options';
import type { ErrorReporter } from '@binome/schema/monitoring';

/**
 * The reporting chunk, loaded only when the page carries a DSN: named imports, so that the bundle keeps only what
 * these use of `@sentry/browser` (no replay, no feedback widget).
 */
export const reporter: ErrorReporter = {
  start: (dsn) => void init(errorReportingOptions(dsn, { browserTracingIntegration })),
  setUser,
};
