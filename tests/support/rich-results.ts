/**
 * What search engines require of the structured data the pages carry (the
 * required properties of Google's rich results for Product, BreadcrumbList,
 * Article and Organization), checked at run time on the JSON-LD itself. The
 * type check holds the same objects to the schema.org vocabulary (schema-dts).
 */
type Node = Record<string, unknown>;

const isUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);
/** Search engines and social networks show no SVG in results (uploaded content images are raster pictures). */
const isRaster = (value: unknown) => typeof value === 'string' && /\.(png|jpe?g|webp|gif)$|^\/api\/content\/assets\//i.test(new URL(value).pathname);
const isDateTime = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}/.test(value);
const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const isNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));
const asNode = (value: unknown): Node => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {});

function offerProblems(offer: Node, at: string): string[] {
  const problems: string[] = [];
  if (offer['@type'] === 'AggregateOffer') {
    if (!isNumber(offer.lowPrice)) problems.push(`${at}.lowPrice is required`);
    if (!isText(offer.priceCurrency)) problems.push(`${at}.priceCurrency is required`);
    for (const [i, inner] of (Array.isArray(offer.offers) ? offer.offers : []).entries()) problems.push(...offerProblems(asNode(inner), `${at}.offers[${i}]`));
  } else if (offer['@type'] === 'Offer') {
    if (!isNumber(offer.price)) problems.push(`${at}.price is required`);
    if (!isText(offer.priceCurrency)) problems.push(`${at}.priceCurrency is required`);
  } else problems.push(`${at} must be an Offer or AggregateOffer`);
  if (offer.availability !== undefined && !isUrl(offer.availability)) problems.push(`${at}.availability must be a schema.org address`);
  return problems;
}

function productProblems(product: Node): string[] {
  const problems: string[] = [];
  if (!isText(product.name)) problems.push('name is required');
  if (product.offers === undefined && product.aggregateRating === undefined && product.review === undefined) problems.push('one of offers, aggregateRating or review is required');
  if (product.offers !== undefined) problems.push(...offerProblems(asNode(product.offers), 'offers'));
  if (product.aggregateRating !== undefined) {
    const rating = asNode(product.aggregateRating);
    const value = Number(rating.ratingValue);
    const best = Number(rating.bestRating ?? 5);
    const worst = Number(rating.worstRating ?? 1);
    if (rating['@type'] !== 'AggregateRating') problems.push('aggregateRating must be an AggregateRating');
    if (!isNumber(rating.ratingValue) || value < worst || value > best) problems.push(`aggregateRating.ratingValue must be between ${worst} and ${best}`);
    if (!(Number(rating.reviewCount) > 0) && !(Number(rating.ratingCount) > 0)) problems.push('aggregateRating needs a reviewCount or ratingCount above 0');
  }
  for (const image of [product.image].flat()) if (image !== undefined && !isUrl(image)) problems.push('image must be absolute addresses');
  for (const image of [product.image].flat()) if (isUrl(image) && !isRaster(image)) problems.push('image must be PNG, JPEG, WebP or GIF pictures');
  return problems;
}

function breadcrumbProblems(list: Node): string[] {
  const items = Array.isArray(list.itemListElement) ? list.itemListElement.map(asNode) : [];
  if (!items.length) return ['itemListElement needs at least one ListItem'];
  return items.flatMap((item, i) => {
    const problems: string[] = [];
    if (item['@type'] !== 'ListItem') problems.push(`itemListElement[${i}] must be a ListItem`);
    if (item.position !== i + 1) problems.push(`itemListElement[${i}].position must be ${i + 1}`);
    if (!isText(item.name)) problems.push(`itemListElement[${i}].name is required`);
    // The last crumb (the page itself) may leave out its address.
    if (!(i === items.length - 1 && item.item === undefined) && !isUrl(item.item)) problems.push(`itemListElement[${i}].item must be an absolute address`);
    return problems;
  });
}

function articleProblems(article: Node): string[] {
  const problems: string[] = [];
  if (!isText(article.headline)) problems.push('headline is required');
  else if (String(article.headline).length > 110) problems.push('headline must be at most 110 characters');
  for (const image of [article.image].flat()) if (!isUrl(image)) problems.push('image must be an absolute address');
  for (const image of [article.image].flat()) if (isUrl(image) && !isRaster(image)) problems.push('image must be a PNG, JPEG, WebP or GIF picture');
  if (!isDateTime(article.datePublished)) problems.push('datePublished must be an ISO 8601 date');
  if (article.dateModified !== undefined && !isDateTime(article.dateModified)) problems.push('dateModified must be an ISO 8601 date');
  const author = asNode(article.author);
  if (!['Person', 'Organization'].includes(String(author['@type'])) || !isText(author.name)) problems.push('author needs a @type (Person or Organization) and a name');
  return problems;
}

function organisationProblems(organisation: Node): string[] {
  const problems: string[] = [];
  if (!isText(organisation.name)) problems.push('name is required');
  if (!isUrl(organisation.url)) problems.push('url must be an absolute address');
  if (organisation.logo !== undefined && !isUrl(organisation.logo) && !isUrl(asNode(organisation.logo).url)) problems.push('logo must be an absolute address');
  return problems;
}

const CHECKS: Record<string, (node: Node) => string[]> = {
  Product: productProblems,
  BreadcrumbList: breadcrumbProblems,
  Article: articleProblems,
  Organization: organisationProblems,
};

/** The problems of one JSON-LD object (a page's script), each prefixed with its type; [] when it passes. */
export function richResultProblems(data: unknown): string[] {
  const node = asNode(data);
  const type = String(node['@type'] ?? '');
  if (node['@context'] !== 'https://schema.org') return [`${type || 'object'}: @context must be https://schema.org`];
  const check = CHECKS[type];
  if (!check) return [`${type || 'object'}: not a type the shop describes (Product, BreadcrumbList, Article, Organization)`];
  return check(node).map((problem) => `${type}: ${problem}`);
}

/** Every JSON-LD object in a page's HTML. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as unknown);
}
