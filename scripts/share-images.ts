import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import sharp from 'sharp';
import { catalogSeed } from '../db/seed/data/catalog';
import { productImage } from '../db/seed/data/types';
import { renditionOf, SHARE_IMAGE } from '../src/lib/seo/share-image';

/**
 * Makes the PNG share pictures (1200 × 630) of the drawn pictures: every SVG
 * under public/images (content, blog, heroes, flags) and each product's main
 * picture, letterboxed on the picture's own background colour. A rendition is
 * made again only when its SVG changed (a manifest of their hashes is kept
 * in node_modules/.cache), so a rebuild costs a few milliseconds.
 * Run alone: node scripts/node24.mjs scripts/share-images.ts
 */
const VERSION = 'png-1200x630-v2';
const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE;

function files(dir: string, extension: string, found: string[] = []): string[] {
  if (!existsSync(dir)) return found;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files(path, extension, found);
    else if (name.endsWith(extension)) found.push(path);
  }
  return found;
}

/** The drawn pictures that get a share rendition, as paths under public/ ("/images/…svg"). */
export function shareSources(root: string): string[] {
  const images = join(root, 'public', 'images');
  const drawn = readdirSync(images)
    .filter((name) => name !== 'products' && name !== 'share')
    .flatMap((name) => (name.endsWith('.svg') ? [join(images, name)] : files(join(images, name), '.svg')))
    .map((file) => `/${relative(join(root, 'public'), file).split('\\').join('/')}`);
  const products = [...new Set(catalogSeed().map((p) => productImage(p.imageSlug ?? p.slug)))];
  return [...drawn, ...products].sort();
}

/** A PNG of an SVG, scaled to fit 1200 × 630 and centred on the colour of its first full-size rectangle. */
export async function renderShareImage(svg: Buffer): Promise<Buffer> {
  const text = svg.toString('utf8');
  const box = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(text);
  const [w, h] = box ? [Number(box[1]), Number(box[2])] : [WIDTH, HEIGHT];
  const background = /<rect width="[\d.]+%?" height="[\d.]+%?" fill="(#[0-9a-fA-F]{3,8})"/.exec(text)?.[1] ?? '#ffffff';
  const density = Math.min(2400, 72 * Math.min(WIDTH / w, HEIGHT / h));
  return (
    sharp(svg, { density })
      .resize(WIDTH, HEIGHT, { fit: 'contain', background })
      .flatten({ background })
      // Full colour: quantising to a palette would make files a third of the size but take eight times as long.
      .png({ compressionLevel: 6 })
      .toBuffer()
  );
}

/** Writes the share renditions that are missing or stale and removes those of pictures gone. */
export async function writeShareImages(root = process.cwd()): Promise<{ made: number; kept: number; ms: number }> {
  const started = performance.now();
  const cacheFile = join(root, 'node_modules', '.cache', 'share-images.json');
  let manifest: Record<string, string> = {};
  try {
    manifest = JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, string>;
  } catch {
    // first run
  }
  const next: Record<string, string> = {};
  const queue = shareSources(root).flatMap((src) => {
    const out = renditionOf(src);
    return out && existsSync(join(root, 'public', src)) ? [{ src, out }] : [];
  });
  let made = 0;
  const work = async () => {
    for (let job = queue.pop(); job; job = queue.pop()) {
      const svg = readFileSync(join(root, 'public', job.src));
      const hash = createHash('sha256').update(VERSION).update(svg).digest('hex');
      // Keyed by the file's full path: another checkout sharing node_modules keeps its own entries.
      const file = join(root, 'public', job.out);
      next[file] = hash;
      if (manifest[file] === hash && existsSync(file)) continue;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, await renderShareImage(svg));
      made++;
    }
  };
  await Promise.all([work(), work()]);

  for (const file of files(join(root, 'public', 'images', 'share'), '.png')) {
    if (!next[file]) rmSync(file);
  }
  mkdirSync(dirname(cacheFile), { recursive: true });
  const others = Object.entries(manifest).filter(([file]) => !file.startsWith(join(root, 'public') + sep));
  writeFileSync(cacheFile, JSON.stringify({ ...Object.fromEntries(others), ...next }));
  return { made, kept: Object.keys(next).length - made, ms: Math.round(performance.now() - started) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { made, kept, ms } = await writeShareImages();
  console.log(`Share pictures: ${made} made, ${kept} unchanged, in ${ms} ms.`);
}
