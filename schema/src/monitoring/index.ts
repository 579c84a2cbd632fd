// Only what the apps' first page needs; the options and the scrubbing are `@binome/schema/monitoring/options`,
// imported by the lazily loaded reporting chunks.
export * from './error-reporting.ts';
