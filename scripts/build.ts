import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { config } from '../src/server/config';
import { COMPRESSIBLE } from '../src/server/node/static-files';
import { run } from './lib/run';
import { writeProductImages } from './seed-data/generate-images';
import { migrateAndSeed } from './seed';
import { sourceHash } from './lib/source-hash';

const root = process.cwd();
const dist = config().distDir;
const hashFile = join(dist, '.source-hash');

function precompress(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      count += precompress(path);
      continue;
    }
    if (!COMPRESSIBLE.has(extname(name))) continue;
    const body = readFileSync(path);
    if (body.length < 256) continue;
    writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}

/** Builds the site when its sources changed since the last build (or always with --force). */
export async function buildSite({ force = false } = {}): Promise<boolean> {
  // The product pictures are drawn, not kept in git; the same files every time, so the hash only changes with their code.
  writeProductImages(join(root, 'public'));
  const hash = sourceHash(root);
  let previous = '';
  try {
    previous = readFileSync(hashFile, 'utf8');
  } catch {
    // no build yet
  }
  if (!force && previous === hash) return false;
  await run(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' });
  // Content pages render on demand (so publishing can render them again); the build renders them all into files.
  await run(process.execPath, ['--import', 'tsx', join(root, 'scripts/prerender-content.ts')], { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const files = precompress(join(dist, 'client'));
  writeFileSync(hashFile, hash);
  console.log(`Compressed ${files} static files (brotli and gzip).`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Pre-rendering reads the catalogue through the API; the database is made ready here, not by a read.
  await migrateAndSeed();
  await buildSite({ force: !process.argv.includes('--if-changed') });
}
