import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { CSV_COLUMNS, CSV_OPTION_NAME, type CatalogueCsvQuery } from '../../lib/api/contracts/catalogue-csv';
import { melbourneToday } from '../../lib/domain/delivery-storage';
import { likeText } from '../accounts/stores';
import type { Db } from '../db/client';
import { products, productVariants } from '../db/schema/index';
import { guardCell, statusWord } from './csv-format';

/** The file's name: the catalogue and the day in Melbourne it was taken. */
export const csvFilename = (now: Date) => `catalogue-${melbourneToday(now)}.csv`;

/** The products the list shows for these filters (GET /api/catalogue/products), all of them. */
function matching(query: CatalogueCsvQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.text) {
    const like = likeText(query.text);
    conditions.push(or(ilike(products.name, like), ilike(products.key, like), ilike(products.sku, like))!);
  }
  if (query.state) conditions.push(eq(products.state, query.state));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * GET /api/catalogue/products.csv: one row per size, every product the
 * filters match, by name then key, sizes in their order. As Shopify's
 * export does, the product's columns (Title, Body, Status, Option1 Name)
 * are on its first row only, so each is changed in one place. Cells a spreadsheet would run as a
 * formula start with an apostrophe. Starts with a byte order mark, so
 * spreadsheets read it as UTF-8.
 */
export async function exportCatalogueCsv(db: Db, query: CatalogueCsvQuery): Promise<string> {
  const rows = await db
    .select({
      key: products.key,
      name: products.name,
      description: products.description,
      state: products.state,
      sizeKey: productVariants.key,
      label: productVariants.label,
      priceCents: productVariants.priceCents,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(matching(query))
    .orderBy(sql`lower(${products.name})`, asc(products.key), asc(productVariants.position));
  const records = rows.map((row, index) => {
    const first = index === 0 || rows[index - 1]!.key !== row.key;
    const product = first ? [row.name, row.description, statusWord(row.state), CSV_OPTION_NAME] : ['', '', '', ''];
    return [row.key, ...product, row.label, row.sizeKey, (row.priceCents / 100).toFixed(2)].map(guardCell);
  });
  const headings = [CSV_COLUMNS.handle, CSV_COLUMNS.title, CSV_COLUMNS.body, CSV_COLUMNS.status, CSV_COLUMNS.optionName, CSV_COLUMNS.optionValue, CSV_COLUMNS.sku, CSV_COLUMNS.price];
  return stringify([headings, ...records], { bom: true, record_delimiter: 'windows' });
}
