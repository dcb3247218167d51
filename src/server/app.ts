import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { contentServer, CONTENT_ENDPOINT } from './content/yoga';
import { authenticate } from './http/auth';
import { csrfProtection, issueCsrfToken } from './http/csrf';
import { Problem, problemResponse } from './http/problem';
import { rejectMalformedJson } from './http/validate';
import { refuseUnstorableText } from './http/storable-text';
import { logger } from './logger';
import { healthRoutes } from './routes/health';
import { productRoutes } from './routes/products';
import { searchRoutes } from './routes/search';
import { suburbRoutes } from './routes/suburbs';
import { countryRoutes } from './routes/countries';
import { variantRoutes } from './routes/variants';
import { addonRoutes } from './routes/addons';
import { cartRoutes } from './routes/carts';
import { articleRoutes } from './routes/articles';
import { contentListingRoutes } from './routes/content-listing';
import { formRoutes } from './routes/forms';
import { marketingRoutes } from './routes/marketing';
import { authRoutes } from './routes/auth';
import { oidcRoutes } from './routes/auth-oidc';
import { profileRoutes } from './routes/profile';
import { accountRoutes } from './routes/account';
import { addressRoutes } from './routes/addresses';
import { storeRoutes } from './routes/stores';
import { userRoutes } from './routes/users';
import { customerRoutes } from './routes/customers';
import { bulletinRoutes } from './routes/account-bulletins';
import { wishlistRoutes } from './routes/wishlist';
import { customerCartRoutes } from './routes/carts-customer';

/** Paths that change nothing and so need no CSRF token. */
const CSRF_EXEMPT = new Set([CONTENT_ENDPOINT]);

/** The commerce API (the back end for the front end), answering under /api. */
export function createApp() {
  const app = new Hono().basePath('/api');

  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header('x-request-id') ?? randomUUID();
    c.header('X-Request-Id', requestId);
    await next();
    logger.info(
      { requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
  app.use(secureHeaders({ crossOriginResourcePolicy: 'same-origin', referrerPolicy: 'strict-origin-when-cross-origin' }));
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.use(csrfProtection((path) => CSRF_EXEMPT.has(path)));
  app.use(rejectMalformedJson);
  app.use(refuseUnstorableText);
  // Who is calling: the session cookie, checked on every request; routes state the roles they allow.
  app.use(authenticate);

  app.get('/csrf', (c) => c.json(issueCsrfToken(c)));
  app.route('/', healthRoutes);
  app.route('/', productRoutes);
  app.route('/', searchRoutes);
  app.route('/', suburbRoutes);
  app.route('/', countryRoutes);
  app.route('/', variantRoutes);
  app.route('/', addonRoutes);
  app.route('/', cartRoutes);
  app.route('/', articleRoutes);
  app.route('/', contentListingRoutes);
  app.route('/', formRoutes);
  app.route('/', marketingRoutes);
  app.route('/', authRoutes);
  app.route('/', oidcRoutes);
  app.route('/', profileRoutes);
  app.route('/', accountRoutes);
  app.route('/', addressRoutes);
  app.route('/', storeRoutes);
  app.route('/', userRoutes);
  app.route('/', customerRoutes);
  app.route('/', bulletinRoutes);
  app.route('/', wishlistRoutes);
  app.route('/', customerCartRoutes);
  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', async (c) => {
    const request = c.req.raw;
    if (request.method !== 'POST') return contentServer().fetch(request);
    // The body was read by the JSON guard; hand yoga the text Hono kept.
    return contentServer().fetch(new Request(request.url, { method: 'POST', headers: request.headers, body: await c.req.text() }));
  });

  app.notFound((c) => problemResponse(c, new Problem(404, 'Not Found', `No API route answers ${c.req.method} ${c.req.path}.`)));
  app.onError((error, c) => {
    if (error instanceof Problem) return problemResponse(c, error);
    logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return problemResponse(c, new Problem(500, 'Internal Server Error', 'Something went wrong on our side. Please try again.'));
  });
  return app;
}

export type App = ReturnType<typeof createApp>;

let shared: App | undefined;
export function app(): App {
  shared ??= createApp();
  return shared;
}
