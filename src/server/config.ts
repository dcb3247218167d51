import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * Server-side settings, read once from the environment. The embedded defaults
 * (PGlite in .data/, the embedded content API, the payment sandbox, the
 * marketing outbox) apply when the production variables are absent.
 */
const EnvSchema = z.object({
  NODE_ENV: z.string().default('production'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  CONTENT_API_URL: z.string().url().optional(),
  CONTENT_API_TOKEN: z.string().optional(),
  /** Origins (comma-separated, e.g. `https://shop.example.com.au`) allowed to call /api/graphql from a browser; none by default. */
  CONTENT_API_CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.string().url().transform((origin) => new URL(origin).origin))),
  SESSION_SECRET: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ServerConfig = ReturnType<typeof readConfig>;

export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  const root = process.cwd();
  return {
    ...parsed,
    root,
    dataDir: resolve(root, parsed.DATA_DIR),
    migrationsDir: resolve(root, 'src/server/db/migrations'),
    cmsDir: resolve(root, 'cms-schemas'),
  };
}

let cached: ServerConfig | undefined;
export function config(): ServerConfig {
  cached ??= readConfig();
  return cached;
}
