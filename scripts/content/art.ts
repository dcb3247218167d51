/**
 * Botanical illustrations drawn in code for the seed content: a background,
 * stems and leaves, and round blooms made of petals. Deterministic for a seed.
 */
export interface Palette {
  background: string;
  blooms: string[];
  centre: string;
  leaf: string;
}

export const PALETTES: Record<string, Palette> = {
  blush: { background: '#fbe3e8', blooms: ['#e88aa5', '#f4b6c6', '#c85a7c'], centre: '#e9b224', leaf: '#4f6f47' },
  wattle: { background: '#fff3c4', blooms: ['#e9b224', '#f2c94c', '#d99a0b'], centre: '#8a5a00', leaf: '#5d7d4f' },
  plum: { background: '#efe2ea', blooms: ['#8a4f75', '#5b2a4a', '#b77aa0'], centre: '#f2c94c', leaf: '#4f6f47' },
  sage: { background: '#e7efe3', blooms: ['#ffffff', '#f7efe6', '#dfe8d8'], centre: '#e9b224', leaf: '#4f6f47' },
  coral: { background: '#fde8dc', blooms: ['#f08a5d', '#f6b08c', '#d9623b'], centre: '#5b2a4a', leaf: '#56774c' },
  native: { background: '#f3ece0', blooms: ['#c0392b', '#e67e22', '#d35400'], centre: '#6b3b1f', leaf: '#6b8e5a' },
  sky: { background: '#e4eef6', blooms: ['#6c8ebf', '#a7c0e0', '#f4f7fb'], centre: '#e9b224', leaf: '#4f6f47' },
};

function random(seed: string) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function bloom(x: number, y: number, size: number, colour: string, centre: string, petals: number, turn: number): string {
  const petal = `<ellipse cx="0" cy="${r1(-size * 0.55)}" rx="${r1(size * 0.32)}" ry="${r1(size * 0.55)}" fill="${colour}"/>`;
  const ring = Array.from({ length: petals }, (_, i) => `<g transform="rotate(${r1((360 / petals) * i + turn)})">${petal}</g>`).join('');
  return `<g transform="translate(${r1(x)} ${r1(y)})">${ring}<circle r="${r1(size * 0.24)}" fill="${centre}"/></g>`;
}

function leaf(x: number, y: number, length: number, angle: number, colour: string): string {
  return `<path transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})" d="M0 0 Q${r1(length * 0.5)} ${r1(-length * 0.35)} ${r1(length)} 0 Q${r1(length * 0.5)} ${r1(length * 0.35)} 0 0Z" fill="${colour}"/>`;
}

/** An arrangement of `count` blooms filling a width × height picture. */
export function bouquetSvg(seed: string, paletteName: keyof typeof PALETTES, width: number, height: number, count = 7, title = ''): string {
  const palette = PALETTES[paletteName]!;
  const rand = random(seed);
  const cx = width * (0.35 + rand() * 0.3);
  const base = height * 1.05;
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="${palette.background}"/>`];
  parts.push(`<circle cx="${r1(width * (0.15 + rand() * 0.7))}" cy="${r1(height * 0.2)}" r="${r1(height * 0.5)}" fill="#ffffff" opacity=".35"/>`);
  const heads: [number, number, number][] = [];
  for (let i = 0; i < count; i++) {
    const hx = cx + (rand() - 0.5) * width * 0.6;
    const hy = height * (0.25 + rand() * 0.4);
    heads.push([hx, hy, Math.min(width, height) * (0.1 + rand() * 0.08)]);
    parts.push(
      `<path d="M${r1(cx + (rand() - 0.5) * 30)} ${r1(base)} Q${r1((cx + hx) / 2)} ${r1(hy + (base - hy) * 0.4)} ${r1(hx)} ${r1(hy)}" stroke="${palette.leaf}" stroke-width="${r1(Math.max(3, width / 300))}" fill="none"/>`,
    );
    parts.push(leaf(hx + (rand() - 0.5) * 40, hy + height * 0.18, Math.min(width, height) * 0.14, rand() * 360, palette.leaf));
  }
  heads.forEach(([hx, hy, size], i) => {
    parts.push(bloom(hx, hy, size, palette.blooms[i % palette.blooms.length]!, palette.centre, 5 + Math.floor(rand() * 4), rand() * 60));
  });
  const label = title ? `<title>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">${label}${parts.join('')}</svg>\n`;
}
