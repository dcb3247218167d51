/** Tiny helpers for writing compact SVG by hand. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

export function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('');
}

export const el = (name: string, values: Record<string, string | number | undefined>, children = '') => (children ? `<${name}${attrs(values)}>${children}</${name}>` : `<${name}${attrs(values)}/>`);

export function svgDocument(title: string, background: string, body: string, defs = ''): string {
  const safe = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 400 400" role="img" aria-label="${safe}"><title>${safe}</title>${defs ? `<defs>${defs}</defs>` : ''}<rect width="400" height="400" fill="${background}"/>${body}</svg>\n`;
}

/** Mixes a hex colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Regular polygon or star points around 0,0. */
export function starPoints(points: number, outer: number, inner: number, rotate = 0): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points + rotate;
    out.push(`${n(Math.cos(a) * r)},${n(Math.sin(a) * r)}`);
  }
  return out.join(' ');
}
