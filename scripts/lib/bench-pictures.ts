import { chosenWidth, type PictureWidth } from '../../src/lib/images/pictures';
import { recordFigure } from './bench-figures';

/**
 * What the home page's pictures cost (docs/adr/0759-one-image-pipeline.md):
 * before, the drawing or upload itself as a browser downloaded it (brotli
 * when the server has it so); after, the AVIF rendition a Chrome phone
 * (412 px wide, DPR 2.6) and a desktop (1350 px, DPR 1) take from each
 * picture's srcset and sizes, with its blurred placeholder. Every picture of
 * the page counts, as a visitor who scrolls to the end loads them all.
 */
export interface PictureBytes {
  pictures: number;
  before: number;
  phone: number;
  desktop: number;
}

const SCREENS = { phone: { viewport: 412, dpr: 2.6 }, desktop: { viewport: 1350, dpr: 1 } } as const;

/** The bytes an address costs over the wire: Content-Length when the server sends it compressed, else the body. */
async function wireBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const length = Number(response.headers.get('content-length'));
  return response.headers.get('content-encoding') && length > 0 ? length : body.byteLength;
}

/** The original a rendition's address was made from: the drawing's SVG or the upload. */
function originalOf(rendition: string): string {
  const match = /^\/api\/pictures\/[^/]+\/(.+)\/[^/]+$/.exec(rendition);
  if (!match) throw new Error(`Not a rendition: ${rendition}`);
  return match[1]!.startsWith('assets/') ? `/api/content/${match[1]}` : `/${match[1]}.svg`;
}

export async function homePictureBytes(base: string, path = '/'): Promise<PictureBytes> {
  const html = await (await fetch(new URL(path, base))).text();
  const sources = [...html.matchAll(/<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"/gi)].map(([, srcset, sizes]) => ({
    candidates: srcset!.split(', ').map((entry) => {
      const [url, w] = entry.split(' ');
      return { url: url!, width: Number(w!.replace('w', '')) as PictureWidth };
    }),
    sizes: sizes!,
  }));
  const placeholders = [...html.matchAll(/<img src="([^"]+\/16\.webp)"/g)].map(([, url]) => url!);
  const total = { pictures: sources.length, before: 0, phone: 0, desktop: 0 };
  for (const { candidates, sizes } of sources) {
    total.before += await wireBytes(new URL(originalOf(candidates[0]!.url), base).href);
    for (const screen of ['phone', 'desktop'] as const) {
      const width = chosenWidth({ widths: candidates.map((c) => c.width), sizes }, SCREENS[screen].viewport, SCREENS[screen].dpr);
      total[screen] += await wireBytes(new URL(candidates.find((c) => c.width === width)!.url, base).href);
    }
  }
  for (const url of placeholders) {
    const bytes = await wireBytes(new URL(url, base).href);
    total.phone += bytes;
    total.desktop += bytes;
  }
  return total;
}

/** Prints the figures and records them for the bench's table. */
export async function benchHomePictures(base: string): Promise<void> {
  const bytes = await homePictureBytes(base);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`\nHome page pictures (${bytes.pictures}, every one as if scrolled to): before (SVG/original) ${kb(bytes.before)}`);
  console.log(`  after, AVIF + placeholders: phone 412 px DPR 2.6 ${kb(bytes.phone)}; desktop 1350 px ${kb(bytes.desktop)}`);
  recordFigure({ name: 'home pictures before (SVG/original)', where: 'home', value: bytes.before / 1024, unit: 'KB' });
  recordFigure({ name: 'home pictures after (AVIF)', where: 'phone 412 px DPR 2.6', value: bytes.phone / 1024, unit: 'KB' });
  recordFigure({ name: 'home pictures after (AVIF)', where: 'desktop 1350 px', value: bytes.desktop / 1024, unit: 'KB' });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchHomePictures(process.argv[2] ?? 'http://127.0.0.1:4488');
