import { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { COOKIE_NAMES, RESOURCES, type Resource } from '@binome/schema';
import type { AppDependencies, AppEnv } from './http/context.ts';
import { handleError } from './http/errors.ts';
import { limitBody, requireJson } from './http/guards.ts';
import { apiHeaders } from './http/api-headers.ts';
import { problems } from './http/problems.ts';
import { refuseUnknownPaths } from './http/unknown-paths.ts';
import { defaultHook } from './http/validation.ts';
import { registerPlatformRoutes } from './http/platform.routes.ts';
import { loadSignedIn, requireSignedIn } from './auth/signed-in.ts';
import { registerAuthRoutes } from './auth/auth.handlers.ts';
import { registerAccountRoutes } from './auth/account.handlers.ts';
import { registerOidcRoutes } from './auth/oidc/oidc.handlers.ts';
import { registerApiKeyRoutes } from './auth/api-keys/api-keys.handlers.ts';
import { limitPublicPerAddress } from './auth/address-limit.ts';
import { isPublic } from './http/public-paths.ts';
import { boundInput } from './http/bounded-input.ts';
import { refuseCrossSite } from './http/csrf.ts';
import { registerDataDeletionRoutes } from './features/data-deletion/data-deletion.handlers.ts';
import { registerPrivacyRoutes } from './features/privacy/privacy.handlers.ts';
import { registerSecurityLogRoutes } from './audit/security-log.handlers.ts';
import { registerResourceRoutes } from './resources/resource.handlers.ts';
import { registerInvitationRoutes } from './resources/invitation.handlers.ts';
import { registerChildInvitationRoutes } from './features/child-invitations/child-invitations.handlers.ts';
import { registerSessionRoutes } from './features/sessions/sessions.handlers.ts';
import { registerSessionLinkRoutes } from './features/session-links/session-links.handlers.ts';
import { registerMatchingRoutes } from './features/matching/matching.handlers.ts';
import { registerPlaceRoutes } from './features/places/places.handlers.ts';
import { registerReportReviewRoutes } from './features/reports/report-review.handlers.ts';
import { registerProspectRoutes } from './features/prospects/prospects.handlers.ts';
import { registerCertificateRoutes } from './features/certificates/certificates.handlers.ts';
import { registerDocumentRoutes } from './features/documents/documents.handlers.ts';
import { registerOnboardingRoutes } from './features/onboarding/onboarding.handlers.ts';
import { registerTrainingRoutes } from './features/training/training.handlers.ts';
import { registerStatisticsRoutes } from './features/statistics/statistics.handlers.ts';
import { registerCalendarFeedRoutes } from './features/calendar-feed/calendar-feed.handlers.ts';
import { registerAuditRoutes } from './audit/audit.handlers.ts';
import { registerDashboardRoutes } from './dashboard/dashboard.ts';
import { registerDocsPage } from './docs/docs-page.ts';
import { webApps } from './web/web-apps.ts';
import { createRequestMetrics } from './http/metrics.ts';
import { observeRequests } from './http/observe.ts';
import { isMetricsScrape, registerMetricsRoutes } from './features/metrics/metrics.handlers.ts';
import { publicUrlOf } from './env.ts';
import { partnerCalls } from './auth/api-keys/partner-calls.ts';
import { applyOperationConventions, documentTags } from './openapi/operation-conventions.ts';
import { FEATURES } from './features/features.ts';
import { composeFeatures } from './resources/feature-declaration.ts';
import { registerWriteHooks } from './resources/write-hooks.ts';
import { registerReadViews } from './resources/read-views.ts';
import { registerRoutesBeforeResources } from './resources/resource-route-match.ts';

export const OPENAPI_INFO = {
  openapi: '3.1.0',
  info: {
    title: 'Binôme API',
    version: '1.1.0',
    description:
      "The API of Binôme, the tutoring and mentoring platform. Resource routes follow the json-server conventions of Refine simple-rest. Errors are `{ code, message, details? }` with i18n keys as messages and the catalogue's codes (`ErrorCode`).",
  },
  servers: [{ url: '/v1' }],
  ...documentTags(),
};

/** The API under /v1, generated from the schema's registry (runtime-neutral: Web Request and Response only). */
export function createApi(deps: AppDependencies): OpenAPIHono<AppEnv> {
  // The generic resource layer names no feature: the features' hooks and read views reach it from here. The same
  // composition every time, so apps built side by side (the tests) share it safely.
  const { writeHooks, readViews } = composeFeatures(FEATURES);
  registerWriteHooks(writeHooks);
  registerReadViews(readViews);
  registerRoutesBeforeResources(FEATURES.flatMap((feature) => feature.routesBeforeResources ?? []));
  const api = new OpenAPIHono<AppEnv>({ defaultHook });
  api.use('*', async (context, next) => {
    context.set('deps', deps);
    await next();
  });
  api.use('*', requestId());
  // Per app, never a module global: apps built side by side (the tests) count their own requests.
  const metrics = createRequestMetrics();
  api.use('*', observeRequests(metrics));
  // HSTS is set by apiHeaders, only when Binôme is reached over https.
  api.use('*', secureHeaders({ crossOriginResourcePolicy: 'same-origin', strictTransportSecurity: false }));
  api.use('*', apiHeaders);
  // A client reads `etag` to send it back in `If-Match`; that request header needs no listing, cors answers a
  // preflight with the headers it asks for.
  api.use('*', cors({ origin: publicUrlOf(deps.env), credentials: true, exposeHeaders: ['x-total-count', 'x-warning', 'x-email-verification-sent', 'etag'] }));
  api.use('*', limitBody);
  api.use('*', refuseCrossSite);
  api.use('*', requireJson);
  api.use('*', limitPublicPerAddress);
  api.use('*', loadSignedIn);
  api.use('*', partnerCalls(deps));
  // Before the session gate, so that an unknown path is a 404 for visitors and signed-in people alike, never a
  // page of the web apps; after the partner-key gate, which refuses and logs a key's every call off its routes.
  api.use('*', refuseUnknownPaths);
  // A metrics scrape carries its own token, which the metrics route checks.
  api.use('*', async (context, next) => (isPublic(context.req.path) || isMetricsScrape(context) ? next() : requireSignedIn(context, next)));
  // After the session gate, so that a visitor's body on a private route is never even parsed.
  api.use('*', boundInput);

  registerPlatformRoutes(api);
  registerMetricsRoutes(api, metrics);
  registerAuthRoutes(api);
  registerAccountRoutes(api);
  registerOidcRoutes(api);
  registerApiKeyRoutes(api);
  registerDataDeletionRoutes(api);
  registerPrivacyRoutes(api);
  registerSecurityLogRoutes(api);
  // Before the generic routes: `/sessions/batch-delete` must not be read as a session id.
  registerSessionRoutes(api);
  // Before the generic routes too: `/matching/candidates` is not a matching record.
  registerMatchingRoutes(api);
  registerPlaceRoutes(api);
  registerReportReviewRoutes(api);
  registerProspectRoutes(api);
  // Before the generic routes too: `/certificates/held-hours` is not a certificate.
  registerCertificateRoutes(api);
  // Before the generic routes too: `POST /documents` is the streamed upload.
  registerDocumentRoutes(api);
  registerStatisticsRoutes(api);
  registerOnboardingRoutes(api);
  registerTrainingRoutes(api);
  registerSessionLinkRoutes(api);
  registerCalendarFeedRoutes(api);
  for (const resource of RESOURCES as readonly Resource[]) registerResourceRoutes(api, resource);
  registerInvitationRoutes(api);
  registerChildInvitationRoutes(api);
  registerAuditRoutes(api);
  registerDashboardRoutes(api);
  registerDocsPage(api);

  api.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: COOKIE_NAMES.accessToken,
    description: 'The httpOnly, signed session cookie set by `POST /auth/login`, `POST /auth/phone/verify-code` or a provider sign-in.',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
    type: 'apiKey',
    in: 'header',
    name: 'api-key',
    description: 'A partner API key, created by an administrator with scopes (resources, read or write). Rate-limited and logged.',
  });
  applyOperationConventions(api);
  api.doc31('/openapi.json', OPENAPI_INFO);
  api.notFound(() => {
    throw problems.notFound();
  });
  api.onError(handleError);
  return api;
}

/** The whole server: the API under /v1 and the web apps on the spec's paths. */
export function createApp(deps: AppDependencies): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // The web apps read the configuration and the store too (role hint, content security policy), and an
  // unexpected error anywhere must reach the log.
  app.use('*', async (context, next) => {
    context.set('deps', deps);
    await next();
  });
  app.route('/v1', createApi(deps));
  app.route('/', webApps(deps.webApps ?? {}));
  // Only an API path can get here (the web apps answer every GET): a method or path the API does not have.
  app.notFound(() => {
    throw problems.notFound();
  });
  app.onError(handleError);
  return app;
}
