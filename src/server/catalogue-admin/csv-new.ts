import { CATALOGUE_DESCRIPTION_MAX, CATALOGUE_NAME_MAX } from '../../lib/api/contracts/catalogue';
import { CSV_COLUMNS, CSV_SIZE_NAME_MAX, type CsvColumn } from '../../lib/api/contracts/catalogue-csv';
import { formatPrice } from '../../lib/domain/money';
import { PRODUCT_KEY_MAX, PRODUCT_KEY_PATTERN, PRODUCT_SLUG_MAX, SIZE_KEY_MAX, slugFromName } from '../../lib/domain/product-naming';
import type { Db } from '../db/client';
import type { CatalogueLog, CatalogueTx, FieldChange } from './change';
import { borrowedImage, insertProduct, keyTaken, slugTaken, takenSizeKeys } from './create';
import { statusOf } from './csv-format';
import type { CsvRead, CsvRow } from './csv-read';

/** A product an import makes: a Handle no product has (docs/adr/0761). */
export interface PlannedNewProduct {
  key: string;
  slug: string;
  name: string;
  description: string;
  state: 'draft' | 'onSale';
  sizes: { key: string; label: string; priceCents: number }[];
  fields: FieldChange[];
}

type Fail = (row: number, column: CsvColumn | '', message: string) => void;
type ReadPrice = (text: string) => { cents: number } | { message: string };

/** The first non-empty value of a column among a product's rows. */
const firstValue = (rows: readonly CsvRow[], column: CsvColumn) => rows.map((row) => (row.cells[column] ?? '').trim()).find(Boolean) ?? '';

/**
 * A Handle no product has is a new product, made as New product makes one
 * (flowers, in no listing but its kind's, with a borrowed picture): its
 * Title and Body (HTML) are required, Status draft (the default) or active,
 * each row a size with its name (Option1 Value), key (Variant SKU: no
 * other size's) and price. `seen` holds the size keys the file has used.
 */
export async function planNewProduct(
  db: Db | CatalogueTx,
  read: CsvRead,
  handle: string,
  rows: readonly CsvRow[],
  ctx: { fail: Fail; readPrice: ReadPrice; seen: Map<string, number>; slugs: Set<string> },
): Promise<PlannedNewProduct | undefined> {
  const { fail, readPrice, seen, slugs } = ctx;
  const first = rows[0]!;
  const before = seen.size;
  let ok = true;
  const refuse: Fail = (row, column, message) => {
    ok = false;
    fail(row, column, message);
  };
  if (handle.length > PRODUCT_KEY_MAX || !PRODUCT_KEY_PATTERN.test(handle))
    refuse(first.row, 'handle', `A new product's Handle may hold letters, digits and '-' only, at most ${PRODUCT_KEY_MAX} characters.`);
  else if (await keyTaken(db, handle)) refuse(first.row, 'handle', `Another product has the handle ${handle.slice(0, 100)} in other letters' case.`);
  const name = firstValue(rows, 'title');
  if (!name) refuse(first.row, 'title', 'Title is required for a new product.');
  else if (name.length > CATALOGUE_NAME_MAX) refuse(first.row, 'title', `Title must be at most ${CATALOGUE_NAME_MAX} characters.`);
  const description = firstValue(rows, 'body');
  if (!description) refuse(first.row, 'body', 'Body (HTML) is required for a new product.');
  else if (description.length > CATALOGUE_DESCRIPTION_MAX) refuse(first.row, 'body', `Body (HTML) must be at most ${CATALOGUE_DESCRIPTION_MAX} characters.`);
  const status = firstValue(rows, 'status');
  const state = status ? statusOf(status) : 'draft';
  if (state !== 'draft' && state !== 'onSale') refuse(first.row, 'status', 'A new product starts as draft or active.');
  const sizes: PlannedNewProduct['sizes'] = [];
  const names = new Set<string>();
  for (const row of rows) {
    const key = (row.cells.sku ?? '').trim();
    const label = (row.cells.optionValue ?? '').trim();
    if (!key) refuse(row.row, 'sku', 'Variant SKU is required: the key of the size.');
    else if (key.length > SIZE_KEY_MAX || !PRODUCT_KEY_PATTERN.test(key)) refuse(row.row, 'sku', `Variant SKU may hold letters, digits and '-' only, at most ${SIZE_KEY_MAX} characters.`);
    else if (seen.has(key.toLowerCase()) || key.toLowerCase() === handle.toLowerCase())
      refuse(row.row, 'sku', `The size ${key.slice(0, 100)} is on row ${seen.get(key.toLowerCase()) ?? first.row} already.`);
    else seen.set(key.toLowerCase(), row.row);
    if (!label) refuse(row.row, 'optionValue', 'Option1 Value is required: the name of the size.');
    else if (label.length > CSV_SIZE_NAME_MAX) refuse(row.row, 'optionValue', `Option1 Value must be at most ${CSV_SIZE_NAME_MAX} characters.`);
    else if (names.has(label.toLowerCase())) refuse(row.row, 'optionValue', `Two sizes of ${handle.slice(0, 100)} would both be named ${label.slice(0, 40)}.`);
    else names.add(label.toLowerCase());
    const price = readPrice(row.cells.price ?? '');
    if ('message' in price) refuse(row.row, 'price', price.message);
    else sizes.push({ key, label, priceCents: price.cents });
  }
  const keys = [...seen.entries()].slice(before).map(([key]) => key);
  const clashing = await takenSizeKeys(db, keys);
  for (const key of clashing) refuse(seen.get(key)!, 'sku', `Another size already has the key ${key.slice(0, 100)}.`);
  if (!ok || !read.has.has('optionValue')) {
    if (ok) refuse(first.row, 'optionValue', `${CSV_COLUMNS.optionValue} is required for a new product: the name of each size.`);
    return undefined;
  }
  const base = (slugFromName(name) || handle.toLowerCase()).slice(0, PRODUCT_SLUG_MAX - 3);
  let slug = base;
  for (let n = 2; slugs.has(slug) || (await slugTaken(db, slug)); n++) slug = `${base}-${n}`;
  slugs.add(slug);
  const fields: FieldChange[] = [
    { field: 'created', label: 'Created', before: '', after: state === 'onSale' ? 'On sale' : 'Draft' },
    { field: 'name', label: 'Name', before: '', after: name },
    ...sizes.map((size) => ({ field: `variants.${size.key}.price`, label: `Price of ${size.label}`, before: '', after: formatPrice(size.priceCents) })),
  ];
  return { key: handle, slug, name, description, state: state === 'onSale' ? 'onSale' : 'draft', sizes, fields };
}

/** Writes the new products of an import, each with its history's first record. */
export async function writeNewProducts(tx: CatalogueTx, log: CatalogueLog, created: readonly PlannedNewProduct[], now: Date): Promise<void> {
  for (const product of created) {
    const { id, url } = await insertProduct(
      tx,
      {
        key: product.key,
        slug: product.slug,
        name: product.name,
        description: product.description,
        state: product.state,
        productType: 'flowers',
        subtitle: 'Flowers',
        images: await borrowedImage(tx, 'flowers', product.name),
        facets: [{ facet: 'productType', value: 'flowers' }],
        variants: product.sizes.map((size) => ({ key: size.key, label: size.label, priceCents: size.priceCents, images: [], workroomGuide: null })),
      },
      now,
    );
    await log.record({ productId: id, fields: product.fields, pages: [url] });
  }
}
