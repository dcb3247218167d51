import type { ArtSpec } from '../../db/seed/data/types';
import { FLOWER_SYMBOLS, symbol } from '../seed-data/art/flowers';
import { productScene, type Size } from '../seed-data/art/scenes';
import { n } from '../seed-data/art/svg';

/**
 * The content pictures (heroes, tiles, panels, article thumbnails), drawn in
 * code with the same flowers and gift items as the product pictures, so a
 * picture of roses shows roses and a picture of a teddy bear shows a bear.
 * Deterministic for a seed.
 */
/** Background colours of the pictures. */
export const PALETTES = {
  blush: '#fbe3e8',
  wattle: '#fff3c4',
  plum: '#efe2ea',
  sage: '#e7efe3',
  coral: '#fde8dc',
  native: '#f3ece0',
  sky: '#e4eef6',
} as const;

export type PaletteName = keyof typeof PALETTES;

/** What a content picture shows: one or more product-style scenes side by side on a coloured ground. */
export interface PictureArt {
  palette: PaletteName;
  scenes: ArtSpec[];
  /** How full the arrangements are (number of heads). */
  size?: Size;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** A width × height SVG of the scenes of `art`, spaced evenly across the picture. */
export function pictureSvg(seed: string, art: PictureArt, width: number, height: number, title = ''): string {
  const count = art.scenes.length;
  // Each scene is drawn on a 400 × 400 square; fit them side by side, a little overlapped.
  const scale = Math.min((height * 0.98) / 400, (width * 1.15) / (count * 400));
  const bodies: string[] = [];
  const used = new Set<string>();
  art.scenes.forEach((spec, i) => {
    const scene = productScene(`${seed}:${i}`, spec, art.size ?? 'Premium');
    for (const kind of Object.keys(FLOWER_SYMBOLS)) if (scene.body.includes(`#${kind}"`)) used.add(kind);
    const x = (width * (i + 0.5)) / count - 200 * scale;
    const y = height - 400 * scale;
    bodies.push(`<g transform="translate(${n(x)} ${n(y)}) scale(${Math.round(scale * 1000) / 1000})">${scene.body}</g>`);
  });
  const defs = [...used].map((kind) => symbol(kind, FLOWER_SYMBOLS[kind]!)).join('');
  const label = title ? `<title>${escape(title)}</title>` : '';
  const ground = `<rect width="${width}" height="${height}" fill="${PALETTES[art.palette]}"/><circle cx="${n(width * 0.5)}" cy="${n(height * 0.25)}" r="${n(height * 0.55)}" fill="#fff" opacity=".35"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"${title ? ` aria-label="${escape(title)}"` : ''}>${label}${defs ? `<defs>${defs}</defs>` : ''}${ground}${bodies.join('')}</svg>\n`;
}
