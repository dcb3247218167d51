import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { config } from '../../src/server/config';

/** What a build is made from (with the settings it bakes in); a change to any of these means a new build. The seed (db/) is what the pages show. */
const INPUTS = ['src', 'db', 'cms-schemas', 'public', 'astro.config.mjs', 'tailwind.config.mjs', 'tsconfig.json', 'package-lock.json'];

function walk(path: string, files: string[]) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) for (const name of readdirSync(path).sort()) walk(join(path, name), files);
  else files.push(path);
}

/**
 * The settings a build bakes into its files: SITE_URL (canonical links,
 * og:url, the sitemap, structured data) and the PUBLIC_ variables the
 * browser's scripts are given. A build made with other values is not reused.
 */
export function buildSettings(): string {
  const env = process.env;
  const published = Object.keys(env)
    .filter((name) => name.startsWith('PUBLIC_'))
    .sort()
    .map((name) => `${name}=${env[name]}`);
  return [`SITE_URL=${config().SITE_URL}`, ...published].join('\n');
}

export function sourceHash(root: string): string {
  const hash = createHash('sha256');
  hash.update(buildSettings()).update('\0');
  const files: string[] = [];
  for (const input of INPUTS) walk(join(root, input), files);
  for (const file of files) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}
