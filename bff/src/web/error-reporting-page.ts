import { ERROR_REPORTING_META } from '@binome/schema/monitoring';

/**
 * The web apps learn the error-reporting DSN from the page the server serves, not from their build: one build runs
 * anywhere, reporting is switched by `SENTRY_DSN` alone, and the page has it at once, without a second request on a
 * phone's network. A meta tag rather than an inline script, which the pages' content security policy forbids.
 */
export function withErrorReportingDsn(html: string, dsn: string | undefined): string {
  if (!dsn) return html;
  const tag = `<meta name="${ERROR_REPORTING_META}" content="${escapeAttribute(dsn)}">`;
  return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : `${tag}${html}`;
}

/** Where the browsers send their reports: the DSN's origin, which the pages' `connect-src` must allow. */
export function errorReportingOrigin(dsn: string | undefined): string | undefined {
  return dsn ? new URL(dsn).origin : undefined;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
