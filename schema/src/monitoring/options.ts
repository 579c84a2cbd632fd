export * from './error-reporting-options.ts';
export * from './scrub-event.ts';
export * from './sentry-reporter.ts';
