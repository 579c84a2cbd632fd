import { browserTracingIntegration, init, setUser } from '@sentry/browser';
import { sentryReporter } from '@binome/schema/monitoring/options';

/** The reporting chunk, loaded only when the page carries a DSN (the reporter itself is the schema's, shared by both apps). */
export const reporter = sentryReporter({ init, setUser, browserTracingIntegration });
