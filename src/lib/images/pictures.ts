/**
 * The one image pipeline's addresses (docs/adr/0759-one-image-pipeline.md).
 * Every stored picture — a drawn SVG under /images or an uploaded image of
 * the asset store — is served as AVIF, WebP and JPEG at a few layout widths:
 *
 *   /api/pictures/<version>/<source>/<size>.<avif|webp|jpg>
 *
 * `<source>` is `images/<path of the SVG without .svg>` or `assets/<asset id>`;
 * `<size>` is one of PICTURE_WIDTHS, the placeholder's width, or `share`
 * (1200 × 630, JPEG only, for og:image). `<version>` changes whenever the
 * bytes behind the address could: the pipeline's own version, and for drawn
 * pictures a hash of every drawing, given to the build as `__ART_VERSION__`.
 * Uploads never change under their id. The answers are kept a year, immutable.
 */

/** Bumped when the encoders' settings change: every address changes with it. */
export const PIPELINE_VERSION = 'p1';

declare const __ART_VERSION__: string | undefined;
/** The hash of the drawings this build was made with (astro.config.mjs defines it), or a stand-in outside a build. */
const ART_VERSION = typeof __ART_VERSION__ === 'string' ? __ART_VERSION__ : '00000000';

/** The layout widths, in pixels: thumbnails, cards, the gallery and the hero at one and two to three pixels a CSS pixel. */
export const PICTURE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
/** The blurred placeholder's width: some 150 bytes of WebP, shown until the picture loads. */
export const PLACEHOLDER_WIDTH = 16;
/** The share rendition (og:image) of any picture. */
export const SHARE_RENDITION = { width: 1200, height: 630, type: 'image/jpeg' } as const;

export const PICTURE_FORMATS = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;
export type PictureFormat = keyof typeof PICTURE_FORMATS;

export type PictureSize = PictureWidth | typeof PLACEHOLDER_WIDTH | 'share';
/** Every width the server makes: anything else is refused. */
export const SERVED_WIDTHS: readonly number[] = [PLACEHOLDER_WIDTH, ...PICTURE_WIDTHS];

/** Where a picture comes from: a drawing under /images, or an upload of the asset store. */
export type PictureSource = { kind: 'drawn'; path: string } | { kind: 'upload'; id: string };

/**
 * Where the API serves an upload: the contract's ASSET_PATH_PREFIX, written
 * out here because the contract module brings zod into every island that
 * draws a picture (tests/unit/pictures.test.tsx keeps the two equal).
 */
export const UPLOAD_PATH_PREFIX = '/api/content/assets/';

const DRAWN = /^\/images\/((?!share\/)[a-z0-9][a-z0-9/_-]*)\.svg$/;
const DRAWN_SOURCE = /^images\/((?!share\/)[a-z0-9][a-z0-9/_-]*)$/;
const ASSET_ID = /^[\w-]{22}$/;
const DOUBLE_SLASH = /\/\/|\/$/;

/** The pipeline's source for a picture's address, or null for a picture it does not serve (a photo elsewhere, a PNG in public/). */
export function pictureSource(src: string | null | undefined): PictureSource | null {
  const path = (src ?? '').split(/[?#]/)[0]!;
  const drawn = DRAWN.exec(path);
  if (drawn && !DOUBLE_SLASH.test(drawn[1]!)) return { kind: 'drawn', path: drawn[1]! };
  if (path.startsWith(UPLOAD_PATH_PREFIX) && ASSET_ID.test(path.slice(UPLOAD_PATH_PREFIX.length))) return { kind: 'upload', id: path.slice(UPLOAD_PATH_PREFIX.length) };
  return null;
}

/** The address of one rendition. */
export function pictureUrl(source: PictureSource, size: PictureSize, format: PictureFormat): string {
  const version = source.kind === 'drawn' ? `${PIPELINE_VERSION}-${ART_VERSION}` : PIPELINE_VERSION;
  const at = source.kind === 'drawn' ? `images/${source.path}` : `assets/${source.id}`;
  return `/api/pictures/${version}/${at}/${size}.${format}`;
}

/** What a rendition's address asks for, or why it is refused. */
export type ParsedPicture = { ok: true; source: PictureSource; size: PictureSize; format: PictureFormat } | { ok: false; field: 'version' | 'source' | 'size' | 'format'; message: string };

const VERSION = new RegExp(`^${PIPELINE_VERSION}(-[0-9a-f]{8})?$`);
const LAST = /^([a-z0-9]+)\.([a-z0-9]+)$/;

/** Reads the part of an address after /api/pictures/. */
export function parsePictureAddress(rest: string): ParsedPicture {
  const parts = rest.split('/');
  const [version, ...middle] = parts;
  const last = middle.pop() ?? '';
  if (!VERSION.test(version ?? '')) return { ok: false, field: 'version', message: `The address's version is not one this server makes (${PIPELINE_VERSION}).` };
  const name = LAST.exec(last);
  if (!name) return { ok: false, field: 'size', message: 'The address ends in neither a width nor a format: ask for <width>.<avif|webp|jpg>.' };
  const [, sizeText, format] = name as unknown as [string, string, string];
  if (!(format in PICTURE_FORMATS)) return { ok: false, field: 'format', message: `${format} is not a format this server makes: ask for avif, webp or jpg.` };
  const size: PictureSize | undefined = sizeText === 'share' ? 'share' : /^\d{1,5}$/.test(sizeText) && SERVED_WIDTHS.includes(Number(sizeText)) ? (Number(sizeText) as PictureSize) : undefined;
  if (size === undefined) return { ok: false, field: 'size', message: `${sizeText} is not a width this server makes: ask for ${SERVED_WIDTHS.join(', ')} or share.` };
  if (size === 'share' && format !== 'jpg') return { ok: false, field: 'format', message: 'The share picture is made as JPEG only: ask for share.jpg.' };
  const at = middle.join('/');
  const drawn = DRAWN_SOURCE.exec(at);
  const isDrawn = !!drawn && !DOUBLE_SLASH.test(drawn[1]!);
  const isDrawnVersion = (version ?? '').includes('-');
  if (isDrawn && isDrawnVersion) return { ok: true, source: { kind: 'drawn', path: drawn[1]! }, size, format: format as PictureFormat };
  if (middle.length === 2 && middle[0] === 'assets' && ASSET_ID.test(middle[1]!) && !isDrawnVersion)
    return { ok: true, source: { kind: 'upload', id: middle[1]! }, size, format: format as PictureFormat };
  return { ok: false, field: 'source', message: 'The address names no picture this server keeps: images/<drawing> or assets/<asset id>.' };
}

/** How a layout shows its pictures: the widths offered and the `sizes` the browser chooses among them by. */
export interface PictureLayout {
  widths: readonly PictureWidth[];
  sizes: string;
}

/**
 * The layouts of the site's pictures (max-w-site is 1280 px, 16 px padding).
 * A card is half the phone, a third of a tablet, a quarter of a desktop; the
 * gallery and the hero half the page from md up; thumbnails at most 88 px.
 */
export const PICTURE_LAYOUTS = {
  thumb: { widths: [160, 320], sizes: '88px' },
  card: { widths: [320, 480, 640, 960], sizes: '(min-width: 1280px) 300px, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, 47vw' },
  tile: { widths: [320, 480, 640, 960], sizes: '(min-width: 1280px) 300px, (min-width: 768px) 23vw, 47vw' },
  gallery: { widths: [480, 640, 960, 1280], sizes: '(min-width: 1280px) 600px, (min-width: 768px) 47vw, 100vw' },
  hero: { widths: [480, 640, 960, 1280], sizes: '(min-width: 1280px) 600px, (min-width: 768px) 47vw, 100vw' },
  article: { widths: [480, 640, 960, 1280], sizes: '(min-width: 896px) 864px, 100vw' },
} as const satisfies Record<string, PictureLayout>;
export type PictureLayoutName = keyof typeof PICTURE_LAYOUTS;

/** A srcset of the layout's widths in one format. */
export function pictureSrcset(source: PictureSource, widths: readonly PictureWidth[], format: PictureFormat): string {
  return widths.map((width) => `${pictureUrl(source, width, format)} ${width}w`).join(', ');
}

/** The JPEG a browser that reads no srcset shows: the layout's second width (a card's 480, the gallery's 640). */
export const fallbackWidth = (widths: readonly PictureWidth[]): PictureWidth => widths[Math.min(1, widths.length - 1)]!;

/**
 * The CSS width `sizes` gives at a viewport width: the first condition that
 * holds (`(min-width: Npx)` only, as the layouts above use), px or vw.
 */
export function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(',').map((part) => part.trim())) {
    const match = /^(?:\(min-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(px|vw)$/.exec(entry);
    if (!match) continue;
    if (match[1] && viewport < Number(match[1])) continue;
    return match[3] === 'vw' ? (Number(match[2]) * viewport) / 100 : Number(match[2]);
  }
  return viewport;
}

/** The width a browser takes from a srcset: the narrowest that covers the slot at the screen's density, else the widest. */
export function chosenWidth(layout: PictureLayout, viewport: number, dpr: number): PictureWidth {
  const needed = slotWidth(layout.sizes, viewport) * dpr;
  return layout.widths.find((width) => width >= needed) ?? layout.widths[layout.widths.length - 1]!;
}
