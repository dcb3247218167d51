import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { contentServer, CONTENT_ENDPOINT } from './content/yoga';
import { sessionEditor } from './content/editor-session';
import { CONTENT_WEBHOOK_PATH, contentWebhookRoutes } from './content/webhook-routes';
import { assetUploadLimit, CONTENT_ASSETS_PATH, contentAssetRoutes } from './content/asset-routes';
import { studioRoutes } from './content/studio-routes';
import { pictureRoutes } from './pictures/routes';
import { authenticate } from './http/auth';
import { provideContext } from './http/context';
import { csrfProtection, issueCsrfToken } from './http/csrf';
import { PROBLEM_TYPES } from '../lib/api/problems';
import { notFound, Problem, problemResponse } from './http/problem';
import { rejectMalformedJson } from './http/validate';
import { apiSecurityHeaders } from './http/security-headers';
import { apiBodyLimit } from './http/body-limit';
import { admission } from './http/admission';
import { setAnswerHeader } from './http/headers';
import { refuseUnstorableText } from './http/storable-text';
import { logger } from './logger';
import { healthRoutes } from './health/routes';
import { metricsRoutes, requestMetrics, vitalsRoutes } from './metrics/http';
import { onClose } from './node/graceful';
import { isDatabaseUnavailable } from './db/unavailable';

/** How long a client is asked to wait before trying again while the database is away. */
const DATABASE_RETRY_AFTER_SECONDS = 5;
import { closeDatabase } from './db/client';
import { stopJobQueue } from './jobs/queue';
import { WEB_VITALS_PATH } from '../lib/domain/web-vitals';
import { collectProcessMetrics } from './metrics/registry';
import { productRoutes } from './catalog/routes';
import { catalogPageRoutes } from './catalog/page-routes';
import { searchRoutes } from './search/routes';
import { deliveryRoutes } from './delivery/routes';
import { cartRoutes } from './cart/routes';
import { articleRoutes } from './content/article-routes';
import { contentListingRoutes } from './content/listing-routes';
import { formRoutes } from './forms/routes';
import { marketingRoutes } from './marketing/routes';
import { authRoutes } from './auth/routes';
import { oidcRoutes } from './auth/oidc-routes';
import { profileRoutes } from './accounts/profile-routes';
import { accountRoutes } from './accounts/routes';
import { addressRoutes } from './accounts/address-routes';
import { storeRoutes } from './accounts/store-routes';
import { ownerInviteRoutes } from './accounts/owner-invite-routes';
import { staffInviteRoutes } from './accounts/staff-invite-routes';
import { userRoutes } from './accounts/user-routes';
import { customerRoutes } from './accounts/customer-routes';
import { bulletinRoutes } from './accounts/bulletin-routes';
import { wishlistRoutes } from './wishlist/routes';
import { customerCartRoutes } from './cart/customer-routes';
import { savedCartRoutes } from './cart/saved-routes';
import { checkoutRoutes } from './checkout/routes';
import { PAYMENT_WEBHOOK_PATH, paymentRoutes } from './payments/routes';
import { orderRoutes } from './orders/routes';
import { allocationRoutes } from './allocation/routes';
import { alertRoutes } from './allocation/alert-routes';
import { orderListRoutes } from './orders/list-routes';
import { orderAdminRoutes } from './orders/admin-routes';
import { catalogueAdminRoutes } from './catalogue-admin/routes';
import { promotionRoutes } from './promotions/routes';
import { deliveryRuleRoutes } from './delivery-rules/routes';
import { networkRoutes } from './network/routes';
import { CATALOGUE_IMPORTS_PATH, catalogueImportLimit } from './catalogue-admin/csv-import';
import { startJobs } from './jobs/start';
import { startServingRenderedPages } from './content/render/pages';
import { siteBridge } from './content/render/bridge';
import { catalogueReadKeys, deliveryReadKeys, publicRead } from './http/public-read';
import { purgeAfterChange } from './cache-purge/after-change';
import { CATALOGUE_API_KEY, DELIVERY_API_KEY } from './node/http-caching';

/**
 * Paths that need no CSRF token from the middleware: the content API's reads
 * are public and its writes check the editor's token themselves (a bearer
 * editor token needs none), and so does an image upload; the webhooks are
 * verified by their signatures.
 */
const CSRF_EXEMPT = new Set([CONTENT_ENDPOINT, PAYMENT_WEBHOOK_PATH, CONTENT_WEBHOOK_PATH, CONTENT_ASSETS_PATH, WEB_VITALS_PATH]);

/**
 * Yoga may answer with its fetch library's own Response. Hono passes it on as
 * it is (headers are set on it in place, src/server/http/headers.ts), but
 * Astro takes only the platform's Response from an endpoint.
 */
const nativeResponse = (answer: Response): Response => {
  if (answer instanceof Response) return answer;
  const foreign: Response = answer;
  return new Response(foreign.body, { status: foreign.status, statusText: foreign.statusText, headers: foreign.headers });
};

/** The commerce API (the back end for the front end), answering under /api. */
export function createApp() {
  const app = new Hono().basePath('/api');
  collectProcessMetrics();

  app.use(requestMetrics);
  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header('x-request-id') ?? randomUUID();
    c.header('X-Request-Id', requestId);
    await next();
    logger.info({ requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
  });
  // HSTS and the API's CSP come from the same module as the pages' (src/server/http/security-headers.ts).
  app.use(secureHeaders({ crossOriginResourcePolicy: 'same-origin', referrerPolicy: 'strict-origin-when-cross-origin', xFrameOptions: 'DENY', strictTransportSecurity: false }));
  app.use(apiSecurityHeaders);
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) setAnswerHeader(c, 'Cache-Control', 'no-store');
  });
  // A bounded queue before anything reads the body or the database: past it, a 503 at once (health, metrics and alert streams pass).
  app.use(admission());
  // Bodies are bounded as they stream in, before any guard below reads one: an image upload's and a catalogue CSV import's by their own limits.
  app.use(
    apiBodyLimit(
      new Map([
        [CONTENT_ASSETS_PATH, assetUploadLimit],
        [CATALOGUE_IMPORTS_PATH, catalogueImportLimit],
      ]),
    ),
  );
  app.use(csrfProtection((path) => CSRF_EXEMPT.has(path)));
  app.use(rejectMalformedJson);
  app.use(refuseUnstorableText);
  // Who is calling: the session cookie, checked on every request; routes state the roles they allow.
  app.use(authenticate);

  // Routes that never reach the database come first: the context below opens it.
  app.get('/csrf', (c) => c.json(issueCsrfToken(c)));
  app.route('/', healthRoutes);
  app.route('/', metricsRoutes);
  app.route('/', vitalsRoutes);
  app.route('/', articleRoutes);
  app.route('/', contentListingRoutes);
  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', async (c) => {
    const request = c.req.raw;
    // Reads are public; writes need an editor, signed in here (with the session's CSRF token) or by the editor token.
    const editor = request.method === 'OPTIONS' ? null : await sessionEditor(c);
    // The body was read by the JSON guard; hand yoga the text Hono kept.
    const sent = request.method === 'POST' ? new Request(request.url, { method: 'POST', headers: request.headers, body: await c.req.text() }) : request;
    return nativeResponse(await contentServer().fetch(sent, { editor }));
  });
  app.route('/', contentWebhookRoutes);
  app.route('/', contentAssetRoutes);
  app.route('/', pictureRoutes);
  app.route('/', studioRoutes);

  // The database and the shopper's clock and role, on c.var for every route below.
  app.use(provideContext);
  // Reads that are the same for every guest: held by shared caches, revalidated with an ETag (docs/adr/0772).
  for (const path of ['/products', '/products/:productKey/variants', '/search']) app.use(path, publicRead(catalogueReadKeys));
  for (const path of ['/delivery/suburbs', '/delivery/calendar']) app.use(path, publicRead(deliveryReadKeys));
  app.route('/', productRoutes);
  app.route('/', catalogPageRoutes);
  app.route('/', searchRoutes);
  app.route('/', deliveryRoutes);
  app.route('/', savedCartRoutes);
  app.route('/', cartRoutes);
  app.route('/', formRoutes);
  app.route('/', marketingRoutes);
  app.route('/', authRoutes);
  app.route('/', oidcRoutes);
  app.route('/', profileRoutes);
  app.route('/', accountRoutes);
  app.route('/', addressRoutes);
  // A store made, paused or resumed, or its area, fee or hours changed, shows in the suburbs, the calendar and the sizes' fees: their shared copies go at once.
  for (const path of ['/stores', '/stores/:storeKey']) app.use(path, purgeAfterChange([CATALOGUE_API_KEY, DELIVERY_API_KEY]));
  app.route('/', storeRoutes);
  app.route('/', ownerInviteRoutes);
  app.route('/', staffInviteRoutes);
  app.route('/', userRoutes);
  app.route('/', customerRoutes);
  app.route('/', bulletinRoutes);
  app.route('/', wishlistRoutes);
  app.route('/', customerCartRoutes);
  app.route('/', checkoutRoutes);
  app.route('/', paymentRoutes);
  app.route('/', orderListRoutes);
  app.route('/', alertRoutes);
  app.route('/', allocationRoutes);
  app.route('/', orderRoutes);
  app.route('/', orderAdminRoutes);
  app.route('/', catalogueAdminRoutes);
  app.route('/', promotionRoutes);
  // A rule change shows in the product's fees and the date pickers' rules: their shared copies go at once.
  app.use('/delivery-rules/*', purgeAfterChange([CATALOGUE_API_KEY, DELIVERY_API_KEY]));
  app.route('/', deliveryRuleRoutes);
  app.route('/', networkRoutes);

  app.notFound((c) => problemResponse(c, notFound(`No API route answers ${c.req.method} ${c.req.path}.`)));
  app.onError((error, c) => {
    if (error instanceof Problem) return problemResponse(c, error);
    // The database cannot be reached: at once a 503 to try again shortly, not a 500 (docs/adr/0770).
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, path: c.req.path }, 'database unavailable');
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return problemResponse(
        c,
        new Problem(PROBLEM_TYPES.databaseUnavailable, 503, 'Service Unavailable', 'The shop cannot reach its database just now. Nothing was changed; please try again in a few seconds.'),
      );
    }
    logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return problemResponse(c, new Problem(PROBLEM_TYPES.internal, 500, 'Internal Server Error', 'Something went wrong on our side. Please try again.'));
  });
  return app;
}

export type App = ReturnType<typeof createApp>;

let shared: App | undefined;
/**
 * The process's API, as the site and `npm run api` serve it: its first use
 * also starts the job queue's workers (allocation expiry and its sweep), so
 * every server process works the jobs, and lends the site server its
 * handler. Tests make their own with createApp.
 */
export function app(): App {
  if (!shared) {
    const api = createApp();
    shared = api;
    siteBridge().api = (request, env) => api.fetch(request, env);
    void startJobs().catch((error: unknown) => logger.error({ err: error }, 'job queue did not start'));
    // Stopping: running jobs finish and the rest stay queued, then the database closes.
    onClose(async () => {
      await stopJobQueue();
      await closeDatabase();
    });
    void startServingRenderedPages().catch((error: unknown) => logger.error({ err: error }, 'rendered pages not served'));
  }
  return shared;
}
