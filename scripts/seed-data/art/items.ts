import type { Random } from '../../../db/seed/data/random';
import { el, shade } from './svg';

type Draw = (x: number, y: number, colour: string, random: Random) => string;

/** Small gift and hamper items standing on a baseline at y, centred at x. */
export const items: Record<string, Draw> = {
  bottle: (x, y, c) => el('path', { d: `M${x - 12} ${y}v-70q0-14 8-20v-22h8v22q8 6 8 20v70Z`, fill: shade(c, -0.35) }) + el('rect', { x: x - 10, y: y - 55, width: 20, height: 24, fill: '#f4e3c3' }),
  jar: (x, y, c) => el('rect', { x: x - 18, y: y - 46, width: 36, height: 46, rx: 6, fill: shade(c, 0.2) }) + el('rect', { x: x - 20, y: y - 54, width: 40, height: 10, rx: 3, fill: shade(c, -0.3) }),
  box: (x, y, c) => el('rect', { x: x - 26, y: y - 44, width: 52, height: 44, fill: c }) + el('path', { d: `M${x} ${y - 44}v44M${x - 26} ${y - 22}h52`, stroke: '#f4e3c3', 'stroke-width': 5 }),
  cheese: (x, y) => el('path', { d: `M${x - 28} ${y}l50-30 6 30Z`, fill: '#f2c14e' }) + el('circle', { cx: x + 8, cy: y - 8, r: 3, fill: '#d9a43a' }),
  candy: (x, y, c) => el('circle', { cx: x, cy: y - 16, r: 16, fill: c }) + el('path', { d: `M${x - 16} ${y - 16}l-12-8v16ZM${x + 16} ${y - 16}l12-8v16Z`, fill: shade(c, 0.3) }),
  tin: (x, y, c) => el('rect', { x: x - 22, y: y - 40, width: 44, height: 40, rx: 4, fill: c }) + el('ellipse', { cx: x, cy: y - 40, rx: 22, ry: 5, fill: shade(c, 0.25) }),
  mug: (x, y, c) =>
    el('rect', { x: x - 18, y: y - 38, width: 32, height: 38, rx: 4, fill: c }) + el('path', { d: `M${x + 14} ${y - 30}q14 0 14 12t-14 12`, fill: 'none', stroke: c, 'stroke-width': 5 }),
  glass: (x, y) => el('path', { d: `M${x - 10} ${y - 70}h20l-4 34h-12ZM${x - 1.5} ${y - 36}h3v32h-3ZM${x - 10} ${y}h20v-4h-20Z`, fill: '#dfeef0', stroke: '#9dbdc2' }),
  bag: (x, y, c) => el('path', { d: `M${x - 20} ${y}v-50l6-8h28l6 8v50Z`, fill: shade(c, -0.4) }) + el('rect', { x: x - 12, y: y - 36, width: 24, height: 16, fill: '#f4e3c3' }),
  candle: (x, y, c) =>
    el('rect', { x: x - 20, y: y - 44, width: 40, height: 44, rx: 5, fill: shade(c, 0.3) }) +
    el('path', { d: `M${x} ${y - 46}v-6`, stroke: '#333', 'stroke-width': 2 }) +
    el('path', { d: `M${x} ${y - 70}q8 10 0 16q-8-6 0-16Z`, fill: '#f7a600' }),
  koala: (x, y, c) =>
    el('circle', { cx: x - 20, cy: y - 58, r: 12, fill: shade(c, -0.15) }) +
    el('circle', { cx: x + 20, cy: y - 58, r: 12, fill: shade(c, -0.15) }) +
    el('circle', { cx: x, cy: y - 46, r: 24, fill: c }) +
    el('ellipse', { cx: x, cy: y - 42, rx: 6, ry: 8, fill: '#333' }) +
    el('ellipse', { cx: x, cy: y - 8, rx: 22, ry: 14, fill: c }),
  teddy: (x, y, c) =>
    el('circle', { cx: x - 17, cy: y - 64, r: 9, fill: c }) +
    el('circle', { cx: x + 17, cy: y - 64, r: 9, fill: c }) +
    el('circle', { cx: x, cy: y - 48, r: 21, fill: c }) +
    el('ellipse', { cx: x, cy: y - 42, rx: 8, ry: 6, fill: shade(c, 0.4) }) +
    el('ellipse', { cx: x, cy: y - 12, rx: 24, ry: 18, fill: c }) +
    el('path', { d: `M${x - 10} ${y - 28}l10 6 10-6-10-4Z`, fill: '#b3122e' }),
  chocolate: (x, y, c) =>
    el('rect', { x: x - 34, y: y - 40, width: 68, height: 40, rx: 4, fill: '#5a2d1f' }) +
    el('path', { d: `M${x - 34} ${y - 20}h68M${x - 12} ${y - 40}v40M${x + 12} ${y - 40}v40`, stroke: shade(c, 0.4), 'stroke-width': 2 }),
  macaron: (x, y, c) => [0, 1, 2].map((i) => el('ellipse', { cx: x, cy: y - 9 - i * 16, rx: 20, ry: 8, fill: shade(c, -0.1 * i) })).join(''),
  diffuser: (x, y, c) =>
    el('rect', { x: x - 16, y: y - 40, width: 32, height: 40, rx: 8, fill: shade(c, 0.2) }) +
    el('path', { d: `M${x - 4} ${y - 40}l-14-40M${x} ${y - 40}v-44M${x + 4} ${y - 40}l14-40`, stroke: '#6b4f3a', 'stroke-width': 2 }),
  balloon: (x, y, c, random) =>
    [-22, 0, 22]
      .map(
        (dx, i) =>
          el('path', { d: `M${x + dx} ${y - 50 - i * 8}q-6 30 ${-dx / 2} 50`, fill: 'none', stroke: '#999' }) +
          el('ellipse', { cx: x + dx, cy: y - 70 - i * 8, rx: 16, ry: 20, fill: shade(c, (random.next() - 0.5) * 0.4) }),
      )
      .join(''),
  kangaroo: (x, y, c) =>
    el('path', { d: `M${x - 12} ${y - 10}q-28 10-38 8`, fill: 'none', stroke: c, 'stroke-width': 8, 'stroke-linecap': 'round' }) +
    el('ellipse', { cx: x + 4, cy: y - 4, rx: 20, ry: 5, fill: shade(c, -0.2) }) +
    el('ellipse', { cx: x, cy: y - 28, rx: 17, ry: 24, fill: c }) +
    el('ellipse', { cx: x + 4, cy: y - 74, rx: 4, ry: 10, fill: shade(c, -0.15) }) +
    el('ellipse', { cx: x + 12, cy: y - 74, rx: 4, ry: 10, fill: shade(c, -0.15) }) +
    el('ellipse', { cx: x + 10, cy: y - 60, rx: 13, ry: 9, fill: c }) +
    el('circle', { cx: x + 16, cy: y - 62, r: 2.2, fill: '#333' }) +
    el('ellipse', { cx: x + 5, cy: y - 18, rx: 11, ry: 9, fill: shade(c, 0.3) }) +
    el('circle', { cx: x + 7, cy: y - 26, r: 6, fill: shade(c, -0.1) }) +
    el('ellipse', { cx: x + 5, cy: y - 34, rx: 2, ry: 5, fill: shade(c, -0.1) }),
  card: (x, y, c) =>
    el('path', { d: `M${x - 30} ${y}l8-60h44l-8 60Z`, fill: '#fffaf2', stroke: shade(c, -0.3), 'stroke-width': 1.5 }) + el('path', { d: `M${x} ${y - 24}c-10-8-10-20 0-16c10-4 10 8 0 16Z`, fill: c }),
  voucher: (x, y, c) =>
    el('rect', { x: x - 40, y: y - 46, width: 80, height: 46, rx: 4, fill: '#fffaf2', stroke: shade(c, -0.3), 'stroke-width': 1.5 }) +
    el('path', { d: `M${x - 14} ${y - 46}v46M${x - 40} ${y - 24}h80`, stroke: c, 'stroke-width': 6 }) +
    el('path', { d: `M${x - 14} ${y - 24}l-14-10v20ZM${x - 14} ${y - 24}l14-10v20Z`, fill: shade(c, -0.2) }) +
    el('path', { d: `M${x + 2} ${y - 12}h28M${x + 2} ${y - 6}h20`, stroke: shade(c, -0.4), 'stroke-width': 2 }),
  vase: (x, y, c) => el('path', { d: `M${x - 10} ${y - 56}h20v8q14 10 10 34l-4 14h-32l-4-14q-4-24 10-34Z`, fill: c }),
};

/** Draws item `name` in a group that names it, so a picture says what it holds (tests read the names). */
export function drawItem(name: string, x: number, y: number, colour: string, random: Random): string {
  const draw = items[name];
  return draw ? `<g data-item="${name}">${draw(x, y, colour, random)}</g>` : '';
}
