import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADDONS } from '../../db/seed/data/addons';
import { catalogSeed } from '../../db/seed/data/catalog';
import { addonImage, hoverImage, variantImage } from '../../db/seed/data/types';
import { drawItem } from './art/items';
import { productScene, type Size } from './art/scenes';
import { svgDocument } from './art/svg';
import { Random } from '../../db/seed/data/random';

/**
 * Draws every product and add-on image of the seeded catalogue as SVG into
 * public/images/products/ (deterministic; stale files are removed). The
 * files are not kept in git: the build draws them (scripts/build.ts), and so
 * does `npm run dev`. Run alone: node scripts/node24.mjs scripts/seed-data/generate-images.ts
 */
const ADDON_ITEM: Record<string, [string, string]> = {
  wine: ['bottle', '#7a1f3d'],
  chocolates: ['chocolate', '#c46a7a'],
  balloon: ['balloon', '#e86a92'],
  teddy: ['teddy', '#b5773c'],
  candle: ['candle', '#6f8f5e'],
  vase: ['vase', '#9fc7cf'],
  card: ['card', '#f4a6b8'],
};

/** Add-ons whose picture is not their type's: a plush koala is a soft toy but not a teddy bear. */
const ADDON_ITEM_BY_KEY: Record<string, [string, string]> = {
  'plush-koala': ['koala', '#a7a9ac'],
  'plush-kangaroo': ['kangaroo', '#b07a4f'],
  macarons: ['macaron', '#f9cdd6'],
};

/** The item and colour an add-on's picture shows. */
export const addonArt = (addon: { key: string; addonType: string }): [string, string] => ADDON_ITEM_BY_KEY[addon.key] ?? ADDON_ITEM[addon.addonType] ?? ['box', '#c9a36a'];

/** An add-on's picture (SVG document). */
export function addonSvg(addon: { key: string; name: string; addonType: string }): string {
  const [item, colour] = addonArt(addon);
  const body = `<g transform="translate(200 290) scale(2.4) translate(-200 -250)">${drawItem(item, 200, 250, colour, new Random(addon.key))}</g>`;
  return svgDocument(addon.name, '#faf6ef', body);
}

export function writeProductImages(root = join(process.cwd(), 'public')): { count: number; bytes: number } {
  const folder = join(root, 'images', 'products');
  mkdirSync(join(folder, 'addons'), { recursive: true });
  const written = new Set<string>();
  let bytes = 0;

  const write = (url: string, svg: string) => {
    writeFileSync(join(root, url), svg);
    written.add(url);
    bytes += svg.length;
  };

  for (const product of catalogSeed()) {
    for (const variant of product.variants) {
      const scene = productScene(product.key, product.art, variant.label as Size);
      write(variantImage(product.slug, variant.label), svgDocument(`${product.name}, ${variant.label}`, scene.background, scene.body, scene.defs));
    }
    if (!product.variants.some((v) => v.label === 'Standard')) {
      const scene = productScene(product.key, product.art, 'Standard');
      write(variantImage(product.slug, 'Standard'), svgDocument(product.name, scene.background, scene.body, scene.defs));
    }
    const hover = productScene(product.key, product.art, 'hover');
    write(hoverImage(product.slug), svgDocument(`${product.name}, close up`, hover.background, hover.body, hover.defs));
  }

  for (const addon of ADDONS) write(addonImage(addon.key), addonSvg(addon));

  for (const sub of ['', 'addons']) {
    for (const file of readdirSync(join(folder, sub))) {
      const url = `/images/products/${sub ? `${sub}/` : ''}${file}`;
      if (file.endsWith('.svg') && !written.has(url)) rmSync(join(root, url));
    }
  }
  return { count: written.size, bytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { count, bytes } = writeProductImages();
  console.log(`Wrote ${count} images (${Math.round(bytes / 1024)} KB, ${Math.round(bytes / count)} bytes each on average).`);
}
