import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { config } from '../src/server/config';
import { COMPRESSIBLE } from '../src/server/node/static-files';
import { run } from './lib/run';
import { writeProductImages } from './seed-data/generate-images';
import { writeShareImages } from './share-images';
import { migrateAndSeed } from './seed';
import { sourceHash } from './lib/source-hash';

const root = process.cwd();
const dist = config().distDir;
const hashFile = join(dist, '.source-hash');

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Files named for their content (scripts, styles) are kept a year: they get brotli's best. Pages get quality 6, as publishing's re-renders get 5: 50 times faster for about 9% more bytes, which keeps a 5,000-product build in minutes. */
const HASHED_ASSETS = new Set(['.js', '.mjs', '.css']);

function compressible(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) compressible(path, found);
    else if (COMPRESSIBLE.has(extname(name))) found.push(path);
  }
  return found;
}

/** Writes a brotli and a gzip copy beside every compressible file, on all cores (zlib works off the main thread). */
async function precompress(dir: string): Promise<number> {
  const queue = compressible(dir);
  let count = 0;
  const worker = async () => {
    for (let path = queue.pop(); path; path = queue.pop()) {
      const body = readFileSync(path);
      if (body.length < 256) continue;
      const quality = HASHED_ASSETS.has(extname(path)) ? 11 : 6;
      const [br, gz] = await Promise.all([brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }), gzipped(body, { level: 9 })]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      count++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  return count;
}

/** Builds the site when its sources changed since the last build (or always with --force). */
export async function buildSite({ force = false } = {}): Promise<boolean> {
  // The product pictures are drawn, not kept in git; the same files every time, so the hash only changes with their code.
  writeProductImages(join(root, 'public'));
  // Their PNG share renditions (og:image, structured data); only changed pictures are drawn again.
  const shared = await writeShareImages(root);
  console.log(`Share pictures: ${shared.made} made, ${shared.kept} unchanged, in ${shared.ms} ms.`);
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
  const started = performance.now();
  const files = await precompress(join(dist, 'client'));
  writeFileSync(hashFile, hash);
  console.log(`Compressed ${files} static files (brotli and gzip) in ${Math.round(performance.now() - started)} ms.`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Pre-rendering reads the catalogue through the API; the database is made ready here, not by a read.
  await migrateAndSeed();
  await buildSite({ force: !process.argv.includes('--if-changed') });
}
