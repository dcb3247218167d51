import { asc, inArray } from 'drizzle-orm';
import { CATALOGUE_DESCRIPTION_MAX, CATALOGUE_NAME_MAX, CATALOGUE_PRICE_MAX_CENTS, type CatalogueState } from '../../lib/api/contracts/catalogue';
import { CSV_COLUMNS, CSV_OPTION_NAME, CSV_SIZE_NAME_MAX, type CatalogueImportChange, type CatalogueImportError, type CsvColumn } from '../../lib/api/contracts/catalogue-csv';
import { priceCents } from '../../lib/domain/price-input';
import type { Db } from '../db/client';
import { products, productVariants } from '../db/schema/index';
import { priceField, stateField, type CatalogueTx, type FieldChange } from './change';
import { statusOf } from './csv-format';
import type { CsvRead, CsvRow } from './csv-read';
import { planNewProduct, type PlannedNewProduct } from './csv-new';

/** Availability in the words of the product's history (as a change made on its page records it). */
const PRICE = priceCents(CSV_COLUMNS.price, CATALOGUE_PRICE_MAX_CENTS);

type ProductRow = Pick<typeof products.$inferSelect, 'id' | 'key' | 'name' | 'description' | 'state' | 'productPrefix' | 'slug'>;
type VariantRow = Pick<typeof productVariants.$inferSelect, 'id' | 'productId' | 'key' | 'label' | 'priceCents'>;

/** A size as the import leaves it. */
export interface PlannedSize {
  variant: VariantRow;
  label: string;
  priceCents: number;
}

/** A product the import changes: what it becomes, and each field before and after. */
export interface PlannedProduct {
  product: ProductRow;
  name: string;
  description: string;
  state: CatalogueState;
  sizes: PlannedSize[];
  /** The lowest price of its sizes, as they will be. */
  minPriceCents: number;
  fields: FieldChange[];
}

export interface ImportPlan {
  changed: PlannedProduct[];
  /** Products made from handles no product has. */
  created: PlannedNewProduct[];
  errors: CatalogueImportError[];
  sizes: number;
}

/** The products of these handles and their sizes: one query each, the products locked when `lock`. */
async function loadProducts(db: Db | CatalogueTx, handles: string[], lock: boolean) {
  if (!handles.length) return { byKey: new Map<string, ProductRow>(), sizes: new Map<string, VariantRow[]>() };
  const query = db
    .select({ id: products.id, key: products.key, name: products.name, description: products.description, state: products.state, productPrefix: products.productPrefix, slug: products.slug })
    .from(products)
    .where(inArray(products.key, handles))
    // Locked in id order, the order every catalogue change takes products in, so two changes over the same products wait rather than deadlock.
    .orderBy(asc(products.id));
  const found = lock ? await query.for('update') : await query;
  const sizes = new Map<string, VariantRow[]>(found.map((product) => [product.id, []]));
  if (found.length) {
    const variants = await db
      .select({ id: productVariants.id, productId: productVariants.productId, key: productVariants.key, label: productVariants.label, priceCents: productVariants.priceCents })
      .from(productVariants)
      .where(
        inArray(
          productVariants.productId,
          found.map((product) => product.id),
        ),
      )
      .orderBy(asc(productVariants.position));
    for (const variant of variants) sizes.get(variant.productId)!.push(variant);
  }
  return { byKey: new Map(found.map((product) => [product.key, product])), sizes };
}

/** A Variant Price cell in cents: dollars with at most 2 decimals, a $ sign and thousands commas allowed. */
function readPrice(text: string): { cents: number } | { message: string } {
  const parsed = PRICE.safeParse(text.replace(/^\$/, '').replace(/,(?=\d{3}\b)/g, ''));
  if (!parsed.success) return { message: `${parsed.error.issues[0]?.message ?? 'Variant Price must be a number'}.` };
  if (parsed.data <= 0) return { message: 'Variant Price must be more than 0.' };
  return { cents: parsed.data };
}

/**
 * What an import would do: each row checked against the product of its
 * Handle and the size of its Variant SKU, read in one query for all the
 * handles and one for their sizes. The product's columns may be on its
 * first row only or on each (see productValue). Sizes the
 * file does not name are left as they are. Errors are by row and column.
 */
export async function planImport(db: Db | CatalogueTx, read: CsvRead, lock: boolean): Promise<ImportPlan> {
  const errors = [...read.errors];
  const fail = (row: number, column: CsvColumn | '', message: string) => errors.push({ row, column: column ? CSV_COLUMNS[column] : '', message });
  const groups = new Map<string, CsvRow[]>();
  for (const row of read.rows) {
    if (row.unstorable) continue;
    const handle = row.cells.handle ?? '';
    if (!handle) fail(row.row, 'handle', 'Handle is required: the key of the product.');
    else if (groups.has(handle)) groups.get(handle)!.push(row);
    else groups.set(handle, [row]);
  }
  const { byKey, sizes: sizesOf } = await loadProducts(db, [...groups.keys()], lock);
  const changed: PlannedProduct[] = [];
  const created: PlannedNewProduct[] = [];
  let sizesChanged = 0;
  const seen = new Map<string, number>();
  const slugs = new Set<string>();

  for (const [handle, rows] of groups) {
    const product = byKey.get(handle);
    if (!product) {
      const made = await planNewProduct(db, read, handle, rows, { fail, readPrice, seen, slugs });
      if (made) created.push(made);
      continue;
    }
    const first = rows[0]!;
    const current: Record<'title' | 'body' | 'status', (value: string) => boolean> = {
      title: (value) => value === product.name,
      body: (value) => value === product.description,
      status: (value) => statusOf(value) === product.state,
    };
    /**
     * The product's value of a column: the first of its rows that gives one
     * (the export gives it on the first row only). A later row may leave it
     * empty, say the same, or say what the product has now (a copy from
     * before the edit); anything else is an error on that row.
     */
    const productValue = (column: 'title' | 'body' | 'status'): string | undefined => {
      if (!read.has.has(column)) return undefined;
      const given = rows.filter((row) => (row.cells[column] ?? '').trim());
      const chosen = given[0];
      for (const row of given.slice(1)) {
        const value = row.cells[column]!;
        if (value !== chosen!.cells[column] && !current[column](value)) {
          fail(row.row, column, `This differs from row ${chosen!.row} of ${handle.slice(0, 100)}: give the product's ${CSV_COLUMNS[column]} on its first row only, or the same on each.`);
        }
      }
      return chosen?.cells[column] ?? '';
    };

    let name = product.name;
    const title = productValue('title');
    if (title !== undefined) {
      if (!title) fail(first.row, 'title', 'Title is required.');
      else if (title.length > CATALOGUE_NAME_MAX) fail(first.row, 'title', `Title must be at most ${CATALOGUE_NAME_MAX} characters.`);
      else name = title;
    }
    let description = product.description;
    const body = productValue('body');
    if (body !== undefined) {
      if (body.length > CATALOGUE_DESCRIPTION_MAX) fail(first.row, 'body', `Body (HTML) must be at most ${CATALOGUE_DESCRIPTION_MAX} characters.`);
      else description = body;
    }
    let state = product.state;
    const status = productValue('status');
    if (status !== undefined) {
      const given = statusOf(status);
      if (!given)
        fail(
          first.row,
          'status',
          status ? `Status ${status.slice(0, 40)} is not one the shop knows: use draft, active, off sale or archived.` : 'Status is required: draft, active, off sale or archived.',
        );
      else state = given;
    }

    const variants = sizesOf.get(product.id)!;
    const planned = new Map<string, PlannedSize>(variants.map((variant) => [variant.key, { variant, label: variant.label, priceCents: variant.priceCents }]));
    for (const row of rows) {
      const option = row.cells.optionName ?? '';
      if (option && option.toLowerCase() !== CSV_OPTION_NAME.toLowerCase()) fail(row.row, 'optionName', `Option1 Name must be ${CSV_OPTION_NAME} (or empty): the shop's products have sizes only.`);
      const sizeKey = row.cells.sku ?? '';
      if (!sizeKey) {
        fail(row.row, 'sku', 'Variant SKU is required: the key of the size.');
        continue;
      }
      const size = planned.get(sizeKey);
      if (!size) {
        fail(row.row, 'sku', `${handle.slice(0, 100)} has no size with the key ${sizeKey.slice(0, 100)}.`);
        continue;
      }
      const earlier = seen.get(sizeKey);
      if (earlier !== undefined) {
        fail(row.row, 'sku', `The size ${sizeKey.slice(0, 100)} is on row ${earlier} already.`);
        continue;
      }
      seen.set(sizeKey, row.row);
      if (read.has.has('optionValue')) {
        const label = row.cells.optionValue ?? '';
        if (!label) fail(row.row, 'optionValue', 'Option1 Value is required: the name of the size.');
        else if (label.length > CSV_SIZE_NAME_MAX) fail(row.row, 'optionValue', `Option1 Value must be at most ${CSV_SIZE_NAME_MAX} characters.`);
        else size.label = label;
      }
      const price = readPrice(row.cells.price ?? '');
      if ('message' in price) fail(row.row, 'price', price.message);
      else size.priceCents = price.cents;
    }
    const named = new Map<string, string>();
    for (const size of planned.values()) {
      const other = named.get(size.label.toLowerCase());
      if (other !== undefined) fail(seen.get(size.variant.key) ?? seen.get(other) ?? first.row, 'optionValue', `Two sizes of ${handle.slice(0, 100)} would both be named ${size.label.slice(0, 40)}.`);
      else named.set(size.label.toLowerCase(), size.variant.key);
    }

    const fields: FieldChange[] = [];
    if (name !== product.name) fields.push({ field: 'name', label: 'Name', before: product.name, after: name });
    if (description !== product.description) fields.push({ field: 'description', label: 'Description', before: product.description, after: description });
    if (state !== product.state) fields.push(stateField(product.state, state));
    for (const size of planned.values()) {
      const { variant } = size;
      if (size.label !== variant.label) fields.push({ field: `variants.${variant.key}.label`, label: `Name of size ${variant.label}`, before: variant.label, after: size.label });
      if (size.priceCents !== variant.priceCents) fields.push(priceField(variant.key, variant.label, variant.priceCents, size.priceCents));
      if (size.label !== variant.label || size.priceCents !== variant.priceCents) sizesChanged++;
    }
    if (!fields.length) continue;
    const sizes = [...planned.values()];
    changed.push({ product, name, description, state, sizes, minPriceCents: Math.min(...sizes.map((size) => size.priceCents)), fields });
  }
  errors.sort((a, b) => a.row - b.row);
  return { changed, created, errors, sizes: sizesChanged + created.reduce((sum, product) => sum + product.sizes.length, 0) };
}

/** The changes of a plan as its report lists them. */
export const reportedChanges = (plan: ImportPlan): CatalogueImportChange[] => [
  ...plan.created.map((product) => ({ key: product.key, name: product.name, isNew: true, fields: product.fields })),
  ...plan.changed.map((change) => ({ key: change.product.key, name: change.product.name, isNew: false, fields: change.fields })),
];
