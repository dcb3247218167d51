import { el, n, starPoints } from './svg';

/**
 * One symbol per flower kind, drawn around 0,0 at a radius of about 22.
 * Shapes without their own fill take the colour of the <use> that places them.
 */
const ring = (count: number, draw: (angle: number) => string) => Array.from({ length: count }, (_, i) => draw((360 / count) * i)).join('');

export const FLOWER_SYMBOLS: Record<string, string> = {
  roses: [
    el('circle', { r: 22 }),
    el('path', { d: 'M-12 2a12 12 0 0 1 22-6M-6 8a9 9 0 0 1 12-12M-2 3a4 4 0 0 1 6-3', fill: 'none', stroke: '#000', 'stroke-opacity': 0.22, 'stroke-width': 2.5 }),
  ].join(''),
  tulips: el('path', { d: 'M-15-2Q-17-24-7-25L0-13 7-25Q17-24 15-2Q0 14-15-2Z' }) + el('path', { d: 'M0-13V6', stroke: '#000', 'stroke-opacity': 0.15, 'stroke-width': 2 }),
  gerberas: ring(14, (a) => el('ellipse', { rx: 5, ry: 14, cy: -12, transform: `rotate(${a})` })) + el('circle', { r: 8, fill: '#5b3a1e' }),
  sunflowers: ring(16, (a) => el('ellipse', { rx: 5, ry: 14, cy: -13, transform: `rotate(${a})` })) + el('circle', { r: 11, fill: '#5b3a1e' }) + el('circle', { r: 6, fill: '#3e2612' }),
  lilies: el('polygon', { points: starPoints(6, 26, 8, -Math.PI / 2) }) + el('circle', { r: 4, fill: '#c8642b' }),
  orchids: ring(5, (a) => el('ellipse', { rx: 9, ry: 15, cy: -11, transform: `rotate(${a})` })) + el('circle', { r: 5, fill: '#fff3b0' }) + el('circle', { r: 2.5, fill: '#b3122e' }),
  carnations: el('polygon', { points: starPoints(16, 22, 17) }) + el('polygon', { points: starPoints(10, 13, 9), fill: '#000', 'fill-opacity': 0.12 }),
  chrysanthemums: ring(20, (a) => el('ellipse', { rx: 3, ry: 12, cy: -10, transform: `rotate(${a})` })) + el('circle', { r: 6, fill: '#000', 'fill-opacity': 0.15 }),
  peonies: el('circle', { r: 25 }) + el('circle', { r: 17, fill: '#fff', 'fill-opacity': 0.25 }) + el('circle', { r: 9, fill: '#000', 'fill-opacity': 0.08 }),
  hydrangeas: ring(7, (a) => el('polygon', { points: starPoints(4, 8, 4), transform: `rotate(${a}) translate(0 -14)` })) + el('polygon', { points: starPoints(4, 8, 4) }),
  natives: el('path', { d: 'M0 14C-16 10-20-8-12-22L-4-8 0-26 4-8 12-22C20-8 16 10 0 14Z' }) + el('ellipse', { rx: 7, ry: 9, cy: 2, fill: '#f4e3c3', 'fill-opacity': 0.6 }),
  daisies: ring(12, (a) => el('ellipse', { rx: 4.5, ry: 13, cy: -12, transform: `rotate(${a})` })) + el('circle', { r: 7, fill: '#e9b224' }),
  wattle:
    ring(6, (a) => el('circle', { r: 8, cy: -14, transform: `rotate(${a})` })) +
    el('circle', { r: 9 }) +
    ring(6, (a) => el('circle', { r: 2, cy: -14, transform: `rotate(${a})`, fill: '#fff', 'fill-opacity': 0.35 })),
  banksias:
    el('rect', { x: -11, y: -28, width: 22, height: 54, rx: 11 }) +
    Array.from({ length: 6 }, (_, i) => el('path', { d: `M-10 ${-20 + i * 8}h20`, stroke: '#000', 'stroke-opacity': 0.18, 'stroke-width': 2.5 })).join(''),
  spathes:
    el('path', { d: 'M0 26C-20 10-18-16 0-28C18-16 20 10 0 26Z', stroke: '#2f4f3a', 'stroke-opacity': 0.45, 'stroke-width': 2 }) +
    el('path', { d: 'M0 12Q6-4 2-18', fill: 'none', stroke: '#f2d16b', 'stroke-width': 5, 'stroke-linecap': 'round' }),
  mixed: el('circle', { r: 20 }) + ring(8, (a) => el('circle', { r: 6, cy: -15, transform: `rotate(${a})`, fill: '#fff', 'fill-opacity': 0.2 })),
  leaf: el('path', { d: 'M0 0Q10-18 0-36Q-10-18 0 0Z' }),
};

export const symbol = (id: string, body: string) => el('symbol', { id, viewBox: '-30 -30 60 60', overflow: 'visible' }, body);

/** Places flower `kind` at x,y with a radius in pixels. */
export const flower = (kind: string, x: number, y: number, radius: number, colour: string, rotate = 0) =>
  el('use', {
    href: `#${kind}`,
    x: n(x - radius),
    y: n(y - radius),
    width: n(radius * 2),
    height: n(radius * 2),
    fill: colour,
    stroke: '#3a3a3a',
    'stroke-opacity': kind === 'leaf' ? undefined : 0.2,
    'stroke-width': kind === 'leaf' ? undefined : 1.2,
    transform: rotate ? `rotate(${n(rotate)} ${n(x)} ${n(y)})` : undefined,
  });
