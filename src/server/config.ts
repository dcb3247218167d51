import { resolve } from 'node:path';
import { z } from 'zod';

const optionalText = z.string().optional();

/**
 * Every setting the shop reads from the environment, declared once. The
 * embedded defaults (PGlite in .data/, the embedded content API, the payment
 * sandbox, the marketing and email outboxes, the built-in sign-in) apply when the
 * production variables are absent. README's "Production services" tables
 * list the same variables (a unit test keeps them in step).
 */
const EnvSchema = z.object({
  NODE_ENV: z.string().default('production'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /** Postgres connections one process keeps open and warm (src/server/db/warm-up.ts); unset: DATABASE_POOL_SIZE, at most DATABASE_POOL_SIZE. */
  DATABASE_POOL_MIN: z.coerce.number().int().min(0).max(1000).optional(),
  /** API requests one process works on at once; unset: twice DATABASE_POOL_SIZE on Postgres, 8 on PGlite (src/server/http/admission.ts). */
  API_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).optional(),
  /** API requests one process keeps waiting for a turn; more are refused at once (503). Unset: four times API_CONCURRENCY, at least 256. */
  API_QUEUE_LENGTH: z.coerce.number().int().min(0).max(100_000).optional(),
  /** How long, in milliseconds, a waiting API request may wait for its turn before it is refused (503). */
  API_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(10_000),
  DATA_DIR: z.string().default('.data'),
  CONTENT_API_URL: z.string().url().optional(),
  CONTENT_API_TOKEN: optionalText,
  CONTENT_PREVIEW_TOKEN: optionalText,
  /** A bearer token that may write content through /api/graphql (a build pipeline, an import); derived from the server secret when absent. */
  CONTENT_EDITOR_TOKEN: z.string().min(24).optional(),
  /** Verifies the hosted CMS's publish webhook (its `gcms-signature` header); without it the webhook answers 401 to everyone. */
  CONTENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Origins (comma-separated, e.g. `https://shop.example.com.au`) allowed to call /api/graphql from a browser; none by default. */
  CONTENT_API_CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .url()
          .transform((origin) => new URL(origin).origin),
      ),
    ),
  SESSION_SECRET: z.string().min(16).optional(),
  SEED_DEMO_USERS: optionalText,
  SEARCH_CACHE: optionalText,
  MARKETING_API_URL: z.string().url().optional(),
  MARKETING_API_KEY: optionalText,
  /** An HTTP email API (JSON `{ from, to, subject, text }`, bearer key); without both, emails stay in the email_outbox table. */
  EMAIL_API_URL: z.string().url().optional(),
  EMAIL_API_KEY: optionalText,
  /** An SMTP server (`smtps://user:pass@host:465` or `smtp://host:587`); takes precedence over the email API. */
  SMTP_URL: z
    .string()
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  EMAIL_FROM: z.string().min(3).max(200).default('Wattle & Bloom <hello@wattleandbloom.com.au>'),
  /** Registrations taken from one network address in any hour. */
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
  /** `sandbox` (default): the shop's own test card provider; `stripe`: Stripe Checkout with STRIPE_SECRET_KEY. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: optionalText,
  /** Verifies payment webhooks (Stripe's `whsec_…`); derived from the server secret for the sandbox when absent. */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** The most a cart's items may add up to, in whole dollars: an add, copy, add-on, adjustment or custom product past it is refused (422). */
  CART_MAX_TOTAL_DOLLARS: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
  /** How long a store has to answer an offered order, counted in its trading hours (30 minutes by default). */
  ALLOCATION_RESPONSE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 3600)
    .default(1800),
  AUTH_PROVIDER: optionalText,
  OIDC_ISSUER: optionalText,
  OIDC_CLIENT_ID: optionalText,
  OIDC_JWKS_URL: z.string().url().optional(),
  OIDC_JWKS: optionalText,
  OIDC_ROLES_CLAIM: z.string().default('roles'),
  OIDC_CUSTOMER_ID_CLAIM: z.string().default('customerId'),
  OIDC_STORE_KEY_CLAIM: z.string().default('storeKey'),
  SITE_URL: z.string().url().default('http://localhost:4321'),
  HOST: optionalText,
  /** `true` when a proxy (TLS-terminating, or the load balancer) is the only way in: its X-Forwarded-Proto and the last X-Forwarded-For address are then believed. */
  TRUST_PROXY: z.enum(['true', 'false']).optional(),
  /** How many server processes `npm run start:cluster` starts behind its load balancer. */
  CLUSTER_PROCESSES: z.coerce.number().int().min(1).max(64).default(2),
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  API_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  DIST_DIR: z.string().default('dist'),
  /** Prometheus scrapes `GET /api/metrics` with `Authorization: Bearer <this>` (this process's figures); unset, that route answers 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** A port of its own for Prometheus (`GET /metrics`, no token): every process's figures in `npm run start:cluster`, served by its primary. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long a shared cache (a CDN, Varnish) may hold a public page or read, in seconds (its `s-maxage`; browsers always revalidate). */
  CACHE_SHARED_SECONDS: z.coerce.number().int().min(0).max(31_536_000).default(300),
  /** How long a shared cache may serve a page past that while it fetches the page again (`stale-while-revalidate`). */
  CACHE_STALE_WHILE_REVALIDATE_SECONDS: z.coerce.number().int().min(0).max(31_536_000).default(60),
  /** How long a shared cache may serve a page past that while the shop does not answer (`stale-if-error`). */
  CACHE_STALE_IF_ERROR_SECONDS: z.coerce.number().int().min(0).max(31_536_000).default(86_400),
  /** Which shared cache a publish or a catalogue change purges the pages it changed from: `none` (default), `varnish`, `fastly`, `cloudflare` (docs/configuration.md). */
  CACHE_PURGE: z.enum(['none', 'varnish', 'fastly', 'cloudflare']).default('none'),
  /** Where Varnish takes xkey purges (`http://127.0.0.1:6081`), for CACHE_PURGE=varnish. */
  VARNISH_URL: z.string().url().optional(),
  /** Sent with each purge: Varnish's `X-Purge-Token`, Fastly's `Fastly-Key`, Cloudflare's bearer API token. */
  CACHE_PURGE_TOKEN: optionalText,
  /** The Fastly service whose surrogate keys are purged, for CACHE_PURGE=fastly. */
  FASTLY_SERVICE_ID: optionalText,
  /** The Cloudflare zone whose cache tags are purged, for CACHE_PURGE=cloudflare. */
  CLOUDFLARE_ZONE_ID: optionalText,
});

/** The names of every variable the shop reads. */
export const CONFIG_VARIABLES = Object.keys(EnvSchema.shape) as (keyof typeof EnvSchema.shape)[];

export type ServerConfig = ReturnType<typeof readConfig>;

/**
 * Why `npm start` must not serve with this environment, or null. A server
 * started with NODE_ENV=production needs its public address: without
 * SITE_URL every canonical link, og:url, sitemap entry and emailed link
 * would name http://localhost:4321.
 */
export function productionStartProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.NODE_ENV !== 'production' || (env.SITE_URL ?? '').trim() !== '') return null;
  return "SITE_URL is not set. In production (NODE_ENV=production) set SITE_URL to the shop's public address, for example SITE_URL=https://www.example.com.au: canonical links, the sitemap and emailed links are built from it.";
}

export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const given = Object.fromEntries(CONFIG_VARIABLES.map((name) => [name, env[name]]).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.parse(given);
  if (parsed.PAYMENT_PROVIDER === 'stripe' && !(parsed.STRIPE_SECRET_KEY && parsed.PAYMENT_WEBHOOK_SECRET)) {
    throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and PAYMENT_WEBHOOK_SECRET (the endpoint secret, whsec_...).');
  }
  const root = process.cwd();
  return {
    ...parsed,
    root,
    dataDir: resolve(root, parsed.DATA_DIR),
    distDir: resolve(root, parsed.DIST_DIR),
    migrationsDir: resolve(root, 'src/server/db/migrations'),
    cmsDir: resolve(root, 'cms-schemas'),
    /** Demo people with known passwords are seeded unless SEED_DEMO_USERS=false. */
    seedDemoUsers: parsed.SEED_DEMO_USERS !== 'false',
    /** Search answers are cached for a minute unless SEARCH_CACHE=off. */
    searchCache: parsed.SEARCH_CACHE !== 'off',
    /** X-Forwarded-Proto and X-Forwarded-For are believed only with TRUST_PROXY=true. */
    trustProxy: parsed.TRUST_PROXY === 'true',
  };
}

let cached: ServerConfig | undefined;
let cachedFrom: string | undefined;
/** The value of each variable the cached settings were read from ('' when unset). */
let cachedValues: Partial<Record<ConfigVariable, string>> = {};

export type ConfigVariable = (typeof CONFIG_VARIABLES)[number];

/**
 * The settings, parsed once and parsed again only when one of the declared
 * variables changed (tests switch some at run time).
 */
export function config(): ServerConfig {
  const values = CONFIG_VARIABLES.map((name) => process.env[name] ?? '');
  const from = values.join('\u0000');
  if (!cached || from !== cachedFrom) {
    cached = readConfig();
    cachedFrom = from;
    cachedValues = Object.fromEntries(CONFIG_VARIABLES.map((name, n) => [name, values[n]]));
  }
  return cached;
}

/** The variables each setting that is not a variable of its own is worked out from. */
const SOURCES: { readonly [K in Exclude<keyof ServerConfig, ConfigVariable>]: readonly ConfigVariable[] } = {
  root: [],
  dataDir: ['DATA_DIR'],
  distDir: ['DIST_DIR'],
  migrationsDir: [],
  cmsDir: [],
  seedDemoUsers: ['SEED_DEMO_USERS'],
  searchCache: ['SEARCH_CACHE'],
  trustProxy: ['TRUST_PROXY'],
};

/**
 * One setting, for code that runs on every request: only the variables it
 * is read from are checked for a change. config() reads every declared
 * variable from the environment to notice one, some 10 µs a call.
 */
export function setting<K extends keyof ServerConfig>(key: K): ServerConfig[K] {
  if (cached) {
    const sources: readonly ConfigVariable[] = key in SOURCES ? SOURCES[key as keyof typeof SOURCES] : [key as ConfigVariable];
    if (sources.every((name) => (process.env[name] ?? '') === cachedValues[name])) return cached[key];
  }
  return config()[key];
}
