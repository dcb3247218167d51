import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTICLES } from './articles';
import { bouquetSvg, type PALETTES } from './art';
import { CATEGORIES } from './categories';
import { COUNTRIES } from './countries';
import { CREATED, image, newsletterBox, UPDATED, type Doc } from './helpers';
import { allPages, FEATURED_PRODUCTS, featuredImage } from './pages';
import { REVIEWS } from './reviews';

/**
 * Writes the seed content of the content API (cms-schemas/content/<collection>/*.json)
 * and the pictures it uses (public/images). Run: node scripts/node24.mjs scripts/content/generate.ts
 */
const root = process.cwd();
const contentDir = join(root, 'cms-schemas/content');
const publicDir = join(root, 'public');

function writeCollection(collection: string, docs: Doc[], fileName: (doc: Doc) => string) {
  const dir = join(contentDir, collection);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const doc of docs) writeFileSync(join(dir, `${fileName(doc)}.json`), `${JSON.stringify(doc, null, 2)}\n`);
  console.log(`${collection}: ${docs.length}`);
}

function writeSvg(path: string, svg: string) {
  const file = join(publicDir, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, svg);
}

type PaletteName = keyof typeof PALETTES;
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

// Pictures drawn in code.
writeSvg('images/hero/native-summer.svg', bouquetSvg('hero-native', 'native', 1200, 600, 9));
writeSvg('images/hero/roses.svg', bouquetSvg('hero-roses', 'blush', 1200, 600, 11));
for (const [name, palette] of [
  ['birthday', 'coral'],
  ['anniversary', 'blush'],
  ['sympathy', 'sage'],
  ['get-well', 'wattle'],
  ['native', 'native'],
] as const) {
  writeSvg(`images/content/tiles/${name}.svg`, bouquetSvg(`tile-${name}`, palette, 600, 400, 6));
}
for (const [name, palette] of [
  ['about', 'native'],
  ['blog', 'blush'],
  ['overseas', 'sky'],
  ['vouchers', 'plum'],
] as const) {
  writeSvg(`images/content/${name}.svg`, bouquetSvg(`panel-${name}`, palette, 800, 500, 7));
}
for (const product of FEATURED_PRODUCTS) writeSvg(featuredImage(product.slug).slice(1), bouquetSvg(`featured-${product.slug}`, product.palette, 600, 600, 5));

// Blog.
const categoryId = (slug: string) => `category-${slug}`;
writeCollection(
  'article-categories',
  CATEGORIES.map((c, position) => ({
    id: categoryId(c.slug),
    name: c.name,
    slug: c.slug,
    description: c.description,
    position,
    seo: { title: `${c.name} | Wattle & Bloom blog`, description: c.description },
    createdAt: CREATED,
    updatedAt: UPDATED,
  })),
  (d) => String(d.slug),
);

writeCollection(
  'articles',
  ARTICLES.map((a) => {
    const thumbnail = `/images/blog/${a.slug}.svg`;
    writeSvg(thumbnail.slice(1), bouquetSvg(`article-${a.slug}`, a.palette as PaletteName, 600, 400, 6));
    return {
      id: `article-${a.slug}`,
      title: a.title,
      slug: a.slug,
      summary: a.summary,
      body: a.body,
      readingTime: Math.max(1, Math.ceil(words(a.body) / 100)),
      thumbnail: image(thumbnail, '', 600, 400),
      articleCategories: a.categories.map(categoryId),
      author: a.author,
      publishedAt: a.publishedAt,
      seo: { title: `${a.title} | Wattle & Bloom blog`, description: a.summary },
      contentArea: [{ __typename: 'ShareButtons', id: `${a.slug}-share`, heading: 'Share this article', spacing: { marginTop: 'LG' } }, newsletterBox(`${a.slug}-newsletter`)],
      createdAt: a.publishedAt,
      updatedAt: a.publishedAt,
    };
  }),
  (d) => String(d.slug),
);

// Overseas.
const flagsDir = join(root, 'node_modules/flag-icons/flags/4x3');
const ownFlags = join(publicDir, 'images/flags');
rmSync(ownFlags, { recursive: true, force: true });
mkdirSync(ownFlags, { recursive: true });
writeCollection(
  'countries',
  COUNTRIES.map((c) => {
    const iso = c.iso.toLowerCase();
    copyFileSync(join(flagsDir, `${iso}.svg`), join(ownFlags, `${iso}.svg`));
    const when = c.days === 1 ? 'usually the next business day' : 'usually within two business days';
    return {
      id: `country-${iso}`,
      name: c.name,
      isoCode: c.iso,
      flag: image(`/images/flags/${iso}.svg`, `Flag of ${c.name}`, 40, 30),
      slug: `overseas/${iso}`,
      region: c.region,
      intro: `Send flowers to ${c.name}, arranged and delivered by a trusted local partner florist, ${when}. ${c.note}`,
      deliveryInfo: `<p>Orders for ${c.name} are passed to our partner network as soon as you pay. Delivery is ${when} after the order is placed, Monday to Friday, except on local public holidays.</p><p>Flowers are sourced locally, so your florist may substitute blooms of equal or greater value while keeping to the style and colours you chose. Prices are in Australian dollars and include the overseas service fee.</p>`,
      seo: { title: `Send flowers to ${c.name} from Australia | Wattle & Bloom`, description: `Flower delivery to ${c.name} from Australia, ${when}, by a local partner florist.` },
      createdAt: CREATED,
      updatedAt: UPDATED,
    };
  }),
  (d) => String(d.isoCode).toLowerCase(),
);

writeCollection(
  'reviews',
  REVIEWS.map((r, i) => ({ id: `review-${i + 1}`, ...r, createdAt: `2026-10-${String(10 + i).padStart(2, '0')}T00:00:00.000Z`, updatedAt: UPDATED })),
  (d) => String(d.id),
);

writeCollection('pages', allPages(), (d) => String(d.slug));
console.log(`flags: ${readdirSync(ownFlags).length}`);
