import { and, asc, eq, inArray, isNotNull, min } from 'drizzle-orm';
import { EDITED_FACETS, type CataloguePatch } from '../../lib/api/contracts/catalogue';
import { facetDefinition, priceBandOf } from '../../lib/domain/products';
import { listingSelectionsOf, listingShows, type ListingCandidate } from '../catalog/listing-selection';
import type { Db } from '../db/client';
import { productFacets, products, productVariants } from '../db/schema/index';
import { fieldProblem } from '../http/problem';
import type { CatalogueTx, FieldChange } from './change';
import type { FormPart, ProductRecord } from './form-part';
import { listingPages } from './price-selection';

type Facets = Record<string, string[]>;

/** A product's facets, each name to its values. */
export async function facetsOf(db: Db | CatalogueTx, productId: string): Promise<Facets> {
  const rows = await db.select({ facet: productFacets.facet, value: productFacets.value }).from(productFacets).where(eq(productFacets.productId, productId));
  const facets: Facets = {};
  for (const row of rows) (facets[row.facet] ??= []).push(row.value);
  return facets;
}

/** The tags products have now (Limited Edition…), which a product's tag is chosen from. */
export async function tagsInUse(db: Db | CatalogueTx): Promise<string[]> {
  const rows = await db.selectDistinct({ tag: products.tag }).from(products).where(isNotNull(products.tag)).orderBy(asc(products.tag));
  return rows.map((row) => row.tag!).filter(Boolean);
}

/** Facet values in the shop's words ("Birthday, Anniversary"), or "None". */
const words = (name: (typeof EDITED_FACETS)[number], values: readonly string[]) => {
  const definition = facetDefinition(name);
  return values.map((value) => definition.values.find((v) => v.key === value)?.label ?? value).join(', ') || 'None';
};

/**
 * A patch's facets (each given one as a whole: values of FACETS, 422
 * `facets.<name>` otherwise; a product is at least one kind of product)
 * and its tag (one in use, or none: 422 `tag`).
 */
export async function facetChange(tx: CatalogueTx, product: ProductRecord, patch: CataloguePatch): Promise<FormPart> {
  const fields: FieldChange[] = [];
  const set: FormPart['set'] = {};
  const now = patch.facets ? await facetsOf(tx, product.id) : {};
  const replaced: { name: string; values: string[] }[] = [];
  for (const name of EDITED_FACETS) {
    const given = patch.facets?.[name];
    if (given === undefined) continue;
    const definition = facetDefinition(name);
    const values = [...new Set(given)];
    const unknown = values.find((value) => !definition.values.some((v) => v.key === value));
    if (unknown !== undefined) throw fieldProblem(`facets.${name}`, `${definition.label} has no value ${unknown.slice(0, 60)}.`);
    if (name === 'productType' && !values.length) throw fieldProblem('facets.productType', 'Choose at least one kind of product.');
    const ordered = definition.values.map((v) => v.key).filter((key) => values.includes(key));
    const before = definition.values.map((v) => v.key).filter((key) => (now[name] ?? []).includes(key));
    if (ordered.join() === before.join()) continue;
    fields.push({ field: `facets.${name}`, label: definition.label, before: words(name, before), after: words(name, ordered) });
    replaced.push({ name, values: ordered });
  }
  if (patch.tag !== undefined) {
    const tag = patch.tag || null;
    if (tag !== null && !(await tagsInUse(tx)).includes(tag)) throw fieldProblem('tag', 'Choose one of the tags the shop uses, or none.');
    if (tag !== product.tag) {
      fields.push({ field: 'tag', label: 'Tag', before: product.tag ?? 'None', after: tag ?? 'None' });
      set.tag = tag;
    }
  }
  return {
    fields,
    set,
    write: async () => {
      for (const { name, values } of replaced) {
        await tx.delete(productFacets).where(and(eq(productFacets.productId, product.id), eq(productFacets.facet, name)));
        if (values.length) await tx.insert(productFacets).values(values.map((value) => ({ productId: product.id, facet: name, value })));
      }
    },
  };
}

/** The listing pages that show a product with these facets, its tag and its "From" price, by title. */
export async function appearsIn(db: Db | CatalogueTx, product: ListingCandidate): Promise<{ slug: string; title: string }[]> {
  const selections = await listingSelectionsOf(db as Db);
  return (await listingPages()).filter((page) => listingShows(selections, page.slug, product));
}

/**
 * Every product a change touched gets its lowest price and its price band
 * from its sizes' prices (called by the one writer, change.ts, so every
 * price change keeps the price facet right: a product's page, a bulk or
 * scheduled change, an import).
 */
export async function syncPriceBands(tx: CatalogueTx, productIds: readonly string[]): Promise<void> {
  if (!productIds.length) return;
  const lowest = await tx
    .select({ productId: productVariants.productId, cents: min(productVariants.priceCents) })
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
    .groupBy(productVariants.productId);
  const bands = await tx
    .select({ productId: productFacets.productId, value: productFacets.value })
    .from(productFacets)
    .where(and(inArray(productFacets.productId, [...productIds]), eq(productFacets.facet, 'price')));
  for (const { productId, cents } of lowest) {
    if (cents === null) continue;
    const band = priceBandOf(Number(cents)).key;
    const held = bands.filter((row) => row.productId === productId).map((row) => row.value);
    if (held.length === 1 && held[0] === band) continue;
    await tx.delete(productFacets).where(and(eq(productFacets.productId, productId), eq(productFacets.facet, 'price')));
    await tx.insert(productFacets).values({ productId, facet: 'price', value: band });
    await tx
      .update(products)
      .set({ minPriceCents: Number(cents) })
      .where(eq(products.id, productId));
  }
}
