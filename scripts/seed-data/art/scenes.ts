import { Random } from '../../../db/seed/data/random';
import type { ArtSpec } from '../../../db/seed/data/types';
import { flower, FLOWER_SYMBOLS, symbol } from './flowers';
import { drawItem } from './items';
import { el, n, shade } from './svg';

export type Size = 'Petite' | 'Standard' | 'Premium' | 'Deluxe' | 'hover';
const HEADS: Record<Size, number> = { Petite: 5, Standard: 8, Premium: 12, Deluxe: 16, hover: 6 };
const GREENS = ['#4f7f4a', '#3f6d46', '#6a9a5b'];

/** Flower heads spread over a dome centred at cx,cy. */
function dome(random: Random, spec: ArtSpec, cx: number, cy: number, width: number, height: number, count: number, radius: number): string {
  const kinds = spec.flowers.length ? spec.flowers : ['mixed'];
  const parts: string[] = [];
  for (let i = 0; i < Math.ceil(count * 0.8); i++) {
    const a = Math.PI + (Math.PI * (i + 0.5)) / Math.ceil(count * 0.8);
    parts.push(flower('leaf', cx + Math.cos(a) * width * 0.62, cy + Math.sin(a) * height * 0.55 + 30, radius * 1.1, random.pick(GREENS), (a * 180) / Math.PI + 90));
  }
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0.5 : i / (count - 1);
    const angle = Math.PI * (1 + t);
    const ringRadius = random.next() * 0.5 + (i % 3 === 0 ? 0 : 0.5);
    const x = cx + Math.cos(angle) * width * 0.5 * ringRadius + (random.next() - 0.5) * 16;
    const y = cy + Math.sin(angle) * height * 0.5 * ringRadius + (random.next() - 0.5) * 12;
    parts.push(flower(kinds[i % kinds.length]!, x, y, radius * (0.85 + random.next() * 0.3), spec.colours[i % spec.colours.length]!, random.int(0, 359)));
  }
  return parts.join('');
}

function stems(cx: number, top: number, bottom: number, spread: number, count: number): string {
  const d = Array.from({ length: count }, (_, i) => {
    const x = cx + (i / Math.max(1, count - 1) - 0.5) * spread;
    return `M${n(x)} ${top}L${n(cx + (x - cx) * 0.25)} ${bottom}`;
  }).join('');
  return el('path', { d, stroke: '#4f7f4a', 'stroke-width': 3, fill: 'none' });
}

function bouquet(random: Random, spec: ArtSpec, size: Size, close: boolean) {
  const count = HEADS[size];
  const scale = close ? 1.5 : 1;
  const wrap =
    el('path', { d: 'M110 200L200 370 290 200Z', fill: spec.accent }) +
    el('path', { d: 'M140 200L200 370 175 200Z', fill: shade(spec.accent, -0.08) }) +
    el('rect', { x: 178, y: 300, width: 44, height: 12, rx: 4, fill: shade(spec.colours[0]!, -0.2) });
  return (close ? '' : stems(200, 200, 330, 120, 6) + wrap) + dome(random, spec, 200, close ? 240 : 200, 230 * scale, 170 * scale, count, 40 * scale);
}

function vase(random: Random, spec: ArtSpec, size: Size, close: boolean) {
  const glass = el('path', { d: 'M150 230h100l-12 140h-76Z', fill: '#dfeef0', 'fill-opacity': 0.75, stroke: '#b7cfd3', 'stroke-width': 3 });
  return (close ? '' : stems(200, 220, 360, 70, 5) + glass) + dome(random, spec, 200, close ? 230 : 205, close ? 300 : 220, close ? 200 : 150, HEADS[size], close ? 56 : 36);
}

function box(random: Random, spec: ArtSpec, size: Size, close: boolean) {
  const body =
    el('rect', { x: 110, y: 240, width: 180, height: 120, rx: 10, fill: spec.accent }) +
    el('rect', { x: 110, y: 240, width: 180, height: 22, fill: shade(spec.accent, -0.12) }) +
    el('rect', { x: 190, y: 240, width: 20, height: 120, fill: shade(spec.colours[0]!, -0.1) });
  return (close ? '' : body) + dome(random, spec, 200, close ? 230 : 235, close ? 300 : 220, close ? 200 : 120, HEADS[size] + 2, close ? 56 : 34);
}

function basket(random: Random, spec: ArtSpec, size: Size, close: boolean) {
  const weave = Array.from({ length: 6 }, (_, i) => el('path', { d: `M${110 + i * 30} 250v95`, stroke: shade(spec.accent, -0.2), 'stroke-width': 3 })).join('');
  const body =
    el('path', { d: 'M100 180Q200 60 300 180', fill: 'none', stroke: shade(spec.accent, -0.15), 'stroke-width': 10 }) + el('path', { d: 'M95 245h210l-25 110H120Z', fill: spec.accent }) + weave;
  return dome(random, spec, 200, close ? 230 : 235, close ? 300 : 230, close ? 200 : 120, HEADS[size] + 1, close ? 56 : 34) + (close ? '' : body);
}

function plant(random: Random, spec: ArtSpec, size: Size, close: boolean) {
  const leafColour = spec.colours[0]!;
  const count = { Petite: 5, Standard: 7, Premium: 9, Deluxe: 11, hover: 8 }[size];
  const leaves = Array.from({ length: count }, (_, i) =>
    flower('leaf', 200 + (i - count / 2) * 8, close ? 330 : 250, (close ? 90 : 60) + random.int(0, 25), i % 2 ? leafColour : shade(leafColour, 0.18), -70 + (140 * i) / (count - 1)),
  ).join('');
  const blooms = spec.flowers.length
    ? Array.from({ length: Math.ceil(count / 2) }, (_, i) =>
        flower(spec.flowers[0]!, 150 + i * (100 / Math.max(1, Math.ceil(count / 2) - 1)), close ? 150 : 120 + (i % 2) * 25, close ? 30 : 20, spec.colours[1]!),
      ).join('')
    : '';
  const pot = el('path', { d: 'M135 250h130l-18 110h-94Z', fill: spec.accent }) + el('rect', { x: 128, y: 240, width: 144, height: 20, rx: 4, fill: shade(spec.accent, -0.1) });
  return leaves + blooms + (close ? '' : pot);
}

function hamper(random: Random, spec: ArtSpec, size: Size, close: boolean) {
  const contents = spec.items ?? ['bottle', 'box', 'jar'];
  const extra = { Petite: 0, Standard: 0, Premium: 1, Deluxe: 2, hover: 0 }[size];
  const list = [...contents, ...contents.slice(0, extra)];
  const drawn = list.map((item, i) => drawItem(item, 110 + (i * 180) / Math.max(1, list.length - 1), close ? 250 : 215, spec.colours[(i + 1) % spec.colours.length]!, random)).join('');
  const basketBody =
    el('path', { d: 'M80 235h240l-22 120H102Z', fill: spec.accent }) +
    el('path', { d: 'M80 235h240', stroke: shade(spec.accent, -0.25), 'stroke-width': 8 }) +
    el('path', { d: 'M110 275h180M115 315h170', stroke: shade(spec.accent, -0.18), 'stroke-width': 4 });
  const grouped = `<g transform="translate(200 235) scale(1.35) translate(-200 -235)">${drawn}</g>`;
  return close ? grouped : grouped + basketBody + el('path', { d: 'M186 235l14 22 14-22', fill: spec.colours[1] });
}

function gift(random: Random, spec: ArtSpec, _size: Size, close: boolean) {
  const item = spec.items?.[0] ?? 'box';
  return `<g transform="translate(200 ${close ? 340 : 310}) scale(${close ? 3.4 : 2.8}) translate(-200 -250)">${drawItem(item, 200, 250, spec.colours[0]!, random) || drawItem('box', 200, 250, spec.colours[0]!, random)}</g>`;
}

function glassDome(random: Random, spec: ArtSpec, _size: Size, close: boolean) {
  const rose = flower(spec.flowers[0] ?? 'roses', 200, close ? 200 : 215, close ? 80 : 45, spec.colours[0]!);
  const stem = el('path', { d: 'M200 240v90', stroke: '#4f7f4a', 'stroke-width': 5 });
  return close
    ? rose
    : stem +
        rose +
        el('rect', { x: 130, y: 110, width: 140, height: 230, rx: 70, fill: '#e8f4f6', 'fill-opacity': 0.35, stroke: '#b7cfd3', 'stroke-width': 3 }) +
        el('rect', { x: 115, y: 330, width: 170, height: 24, rx: 6, fill: '#8b5a2b' });
}

const SCENES = { bouquet, vase, box, basket, plant, hamper, gift, dome: glassDome };

/** The SVG body and the symbols it uses, for one product image. */
export function productScene(seed: string, spec: ArtSpec, size: Size): { body: string; defs: string; background: string } {
  const random = new Random(`${seed}:${size}`);
  const close = size === 'hover';
  const body = SCENES[spec.kind](random, spec, size, close);
  const used = Object.keys(FLOWER_SYMBOLS).filter((kind) => body.includes(`#${kind}"`));
  const background = close ? shade(spec.colours[0]!, 0.85) : random.pick(['#faf6ef', '#f7f1ea', '#f4f6f1', '#f8f3f5']);
  return { body, defs: used.map((kind) => symbol(kind, FLOWER_SYMBOLS[kind]!)).join(''), background };
}
