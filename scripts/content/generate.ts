import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTICLES } from './articles';
import { catalogSeed } from '../../db/seed/data/catalog';
import { pictureSvg } from './art';
import { CATEGORIES } from './categories';
import { COUNTRIES } from './countries';
import { CREATED, image, newsletterBox, UPDATED, type Doc } from './helpers';
import { allPages, FEATURED_PRODUCTS, featuredImage } from './pages';
import { ARTICLE_ART, HERO_ART, PANEL_ART, TILE_ART } from './pictures';
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

const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

// Pictures drawn in code (scripts/content/pictures.ts says what each shows).
for (const [name, art] of Object.entries(HERO_ART)) writeSvg(`images/hero/${name}.svg`, pictureSvg(`hero-${name}`, art, 1200, 600));
for (const [name, art] of Object.entries(TILE_ART)) writeSvg(`images/content/tiles/${name}.svg`, pictureSvg(`tile-${name}`, art, 600, 400));
for (const [name, art] of Object.entries(PANEL_ART)) writeSvg(`images/content/${name}.svg`, pictureSvg(`panel-${name}`, art, 800, 500));
// A featured gift is drawn as the shop draws the product itself.
const catalogue = new Map(catalogSeed().map((p) => [`/${p.productType}/${p.slug}`, p]));
for (const featured of FEATURED_PRODUCTS) {
  const product = catalogue.get(featured.slug);
  if (!product) throw new Error(`No product ${featured.slug} in the catalogue`);
  writeSvg(featuredImage(featured.slug).slice(1), pictureSvg(`featured-${product.key}`, { palette: featured.palette, scenes: [product.art], size: 'Standard' }, 600, 600, featured.name));
}

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
    const art = ARTICLE_ART[a.slug];
    if (!art) throw new Error(`No picture for the article ${a.slug} in scripts/content/pictures.ts`);
    writeSvg(thumbnail.slice(1), pictureSvg(`article-${a.slug}`, art, 600, 400));
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
