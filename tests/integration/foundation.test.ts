import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/index';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/client';
import { useTestApp } from './harness';

const t = useTestApp();

describe('health', () => {
  it('reports the database and the content API as ok', async () => {
    const response = await t.client().get('/api/health');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ status: 'ok', database: { status: 'ok', kind: t.database.kind }, content: { status: 'ok', source: 'embedded' } });
    expect(t.database.kind).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
  });

  it('answers liveness without reading anything, and readiness naming each part', async () => {
    const live = await t.client().get('/api/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ status: 'ok' });
    const ready = await t.client().get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toMatchObject({ status: 'ok', database: { status: 'ok' }, migrations: { status: 'ok' }, content: { status: 'ok' }, search: { status: 'ok' } });
  });

  it('is not ready while a migration of this release is not applied, and says so', async () => {
    const db = t.database.db;
    const [last] = rowsOf<{ id: number; hash: string; created_at: string }>(await db.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`));
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const ready = await t.client().get('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      const body = await ready.json();
      expect(body).toMatchObject({ status: 'error', database: { status: 'ok' }, migrations: { status: 'error' } });
      expect(body.migrations.detail).toMatch(/of this release's \d+ migrations are applied/);
      // Alive all the same: a supervisor leaves it running.
      expect((await t.client().get('/api/health/live')).status).toBe(200);
    } finally {
      await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`);
    }
    expect((await t.client().get('/api/health/ready')).status).toBe(200);
  });

  it('sends security headers and no caching', async () => {
    const response = await t.client().get('/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });
});

describe('CSRF', () => {
  it('GET /api/csrf returns a secret and sets an HttpOnly cookie', async () => {
    const response = await t.client().get('/api/csrf');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { _csrfSecret: { value: string } };
    expect(body._csrfSecret.value).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(response.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
  });

  it('refuses a mutating call without a token with a 403 problem', async () => {
    const response = await t.client().post('/api/health', {}, { csrf: false });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await response.json()).toMatchObject({ title: 'Forbidden', status: 403 });
  });

  it('refuses a token that belongs to another cookie', async () => {
    const alice = t.client();
    const token = await alice.csrfToken();
    const mallory = t.client();
    await mallory.csrfToken();
    const response = await mallory.request('POST', '/api/health', { body: {}, headers: { 'x-csrf-token': token } });
    expect(response.status).toBe(403);
  });

  it('accepts the token in a _csrfSecret body field', async () => {
    const client = t.client();
    const token = await client.csrfToken();
    const response = await client.post('/api/anything', { _csrfSecret: { value: token } }, { csrf: false });
    expect(response.status).toBe(404); // past the CSRF guard, and no such route
  });
});

describe('bad input', () => {
  it('answers malformed JSON with a 400 problem', async () => {
    const response = await t.client().request('POST', '/api/anything', { rawBody: '{"broken": ' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await response.json()).toMatchObject({ status: 400, detail: 'The request body is not valid JSON.' });
  });

  it('answers an unknown route with a 404 problem', async () => {
    const response = await t.client().get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ title: 'Not Found', status: 404 });
  });
});

describe('content API', () => {
  it('serves the site header, footer and home page', async () => {
    const response = await t.client().post('/api/graphql', {
      query:
        '{ siteHeaders(first: 1) { sameDayText groups { mainItem { text } } } siteFooters { linkGroups { heading width } socialLinks { network } } page(where: { slug: "home" }) { title template { __typename } } }',
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: {
        siteHeaders: { sameDayText: string; groups: unknown[] }[];
        siteFooters: { socialLinks: { network: string }[] }[];
        page: { template: { __typename: string } };
      };
    };
    expect(data.siteHeaders[0]!.sameDayText).toBe('Same day flower delivery available');
    expect(data.siteHeaders[0]!.groups.length).toBeGreaterThan(2);
    expect(data.siteFooters[0]!.socialLinks.map((l: { network: string }) => l.network)).toEqual(['FACEBOOK', 'INSTAGRAM', 'YOUTUBE', 'PINTEREST', 'TWITTER', 'TIKTOK']);
    expect(data.page.template.__typename).toBe('HomeTemplate');
  });

  it('counts through a connection and pages with first/skip', async () => {
    const response = await t.client().post('/api/graphql', { query: '{ pagesConnection(first: 1, skip: 0) { aggregate { count } edges { node { slug } } } }' });
    const { data } = (await response.json()) as { data: { pagesConnection: { aggregate: { count: number }; edges: unknown[] } } };
    expect(data.pagesConnection.aggregate.count).toBeGreaterThanOrEqual(1);
    expect(data.pagesConnection.edges).toHaveLength(1);
  });

  it('keeps the DRAFT stage for holders of the preview token', async () => {
    const response = await t.client().post('/api/graphql', { query: '{ pages(stage: DRAFT) { slug } }' });
    const body = (await response.json()) as { errors?: { message: string }[] };
    expect(body.errors?.[0]?.message).toBe('The DRAFT stage needs the preview token.');
  });
});

describe('seed', () => {
  it('is idempotent', async () => {
    expect(await seedDatabase(t.database.db)).toEqual({ seeded: false });
  });
});
