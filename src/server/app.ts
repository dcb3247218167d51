import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { contentServer, CONTENT_ENDPOINT } from './content/yoga';
import { csrfProtection, issueCsrfToken } from './http/csrf';
import { Problem, problemResponse } from './http/problem';
import { rejectMalformedJson } from './http/validate';
import { logger } from './logger';
import { healthRoutes } from './routes/health';

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

  app.get('/csrf', (c) => c.json(issueCsrfToken(c)));
  app.route('/', healthRoutes);
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
