export * from './error-reporting.ts';
export * from './scrub-event.ts';
