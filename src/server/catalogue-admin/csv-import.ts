import type { Context } from 'hono';
import { sql } from 'drizzle-orm';
import { CSV_ERRORS_LISTED, CSV_IMPORT_MAX_BYTES, type CatalogueImportError, type CatalogueImportReport } from '../../lib/api/contracts/catalogue-csv';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { productUrl } from '../../lib/domain/products';
import type { AuthUser } from '../auth/session';
import type { Db } from '../db/client';
import { boundedBody } from '../http/body-limit';
import { malformedBody, Problem, type FieldErrors } from '../http/problem';
import { changeCatalogue, type CatalogueTx } from './change';
import { planImport, reportedChanges, type ImportPlan, type PlannedProduct } from './csv-plan';
import { readCsv, type CsvRead } from './csv-read';
import { writeNewProducts } from './csv-new';
import { takenOnRace } from './create';

export const CATALOGUE_IMPORTS_PATH = '/api/catalogue/imports';
const MB = CSV_IMPORT_MAX_BYTES / (1024 * 1024);
/** How many products or sizes one statement writes. */
const BATCH = 500;
/** Content types a CSV file is sent with (spreadsheets and browsers differ). */
const CSV_TYPES = /^(text\/csv|text\/plain|application\/csv|application\/vnd\.ms-excel)\b/i;

/** Refuses a file over CSV_IMPORT_MAX_BYTES as it streams in; app.ts runs it ahead of every other guard. */
export const catalogueImportLimit = boundedBody(CSV_IMPORT_MAX_BYTES, () => {
  const message = `The file is larger than ${MB} MB; split it into smaller files.`;
  throw new Problem(PROBLEM_TYPES.catalogueImportTooLarge, 413, 'Content Too Large', message, { file: message });
});

/** The CSV file the request carries, as text: `text/csv` (or plain text), UTF-8. */
export async function csvBody(c: Context): Promise<string> {
  if (!CSV_TYPES.test(c.req.header('content-type') ?? '')) throw malformedBody('Send the CSV file itself as the body, with Content-Type text/csv.');
  const bytes = await c.req.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const message = 'The file is not UTF-8 text: save it from the spreadsheet as "CSV UTF-8".';
    throw new Problem(PROBLEM_TYPES.validation, 422, 'Unprocessable Content', message, { file: message });
  }
}

function report(read: CsvRead, plan: ImportPlan, applied: boolean): CatalogueImportReport {
  return {
    applied,
    rows: read.rows.length,
    products: plan.changed.length + plan.created.length,
    created: plan.created.length,
    sizes: plan.sizes,
    changes: reportedChanges(plan),
    errors: plan.errors.slice(0, CSV_ERRORS_LISTED),
    errorCount: plan.errors.length,
    notes: read.notes,
  };
}

const errorField = (error: CatalogueImportError) => (error.column ? `rows.${error.row}.${error.column}` : `rows.${error.row}`);

function refused(read: CsvRead, plan: ImportPlan): Problem {
  const errors: FieldErrors = {};
  for (const error of plan.errors.slice(0, CSV_ERRORS_LISTED)) errors[errorField(error)] ??= error.message;
  const count = plan.errors.length;
  return new Problem(PROBLEM_TYPES.catalogueImportInvalid, 422, 'Unprocessable Content', `The file has ${count === 1 ? 'an error' : `${count} errors`}; nothing was changed.`, errors, {
    rowErrors: plan.errors.slice(0, CSV_ERRORS_LISTED),
    errorCount: count,
    rows: read.rows.length,
    notes: read.notes,
  });
}

/** A file whose headings are wrong is not read further: every row would only repeat it. */
const plan = (db: Db | CatalogueTx, read: CsvRead, lock: boolean): Promise<ImportPlan> =>
  read.errors.some((error) => error.row === 1) || !read.rows.length ? Promise.resolve({ changed: [], created: [], errors: read.errors, sizes: 0 }) : planImport(db, read, lock);

const values = <T>(items: T[], row: (item: T) => ReturnType<typeof sql>) => sql.join(items.map(row), sql`, `);

/** Writes the changed products and sizes, a statement for up to BATCH of them; size names go by way of a name no size has, so two sizes may swap names. */
async function write(tx: CatalogueTx, changed: PlannedProduct[], now: Date) {
  const at = now.toISOString();
  for (let start = 0; start < changed.length; start += BATCH) {
    const batch = changed.slice(start, start + BATCH);
    await tx.execute(sql`update products as p
      set name = v.name, description = v.description, state = v.state, min_price_cents = v.min, updated_at = ${at}::timestamptz
      from (values ${values(batch, (c) => sql`(${c.product.id}::uuid, ${c.name}::text, ${c.description}::text, ${c.state}::text, ${c.minPriceCents}::bigint)`)}) as v(id, name, description, state, min)
      where p.id = v.id`);
  }
  const sizes = changed.flatMap((change) => change.sizes.filter((size) => size.label !== size.variant.label || size.priceCents !== size.variant.priceCents));
  const renamed = sizes.filter((size) => size.label !== size.variant.label);
  for (let start = 0; start < renamed.length; start += BATCH) {
    const batch = renamed.slice(start, start + BATCH);
    await tx.execute(sql`update product_variants as pv set label = pv.id::text from (values ${values(batch, (s) => sql`(${s.variant.id}::uuid)`)}) as v(id) where pv.id = v.id`);
  }
  for (let start = 0; start < sizes.length; start += BATCH) {
    const batch = sizes.slice(start, start + BATCH);
    await tx.execute(sql`update product_variants as pv set label = v.label, price_cents = v.price
      from (values ${values(batch, (s) => sql`(${s.variant.id}::uuid, ${s.label}::text, ${s.priceCents}::bigint)`)}) as v(id, label, price)
      where pv.id = v.id`);
  }
}

/**
 * POST /api/catalogue/imports: a dry run reads the file against the
 * catalogue and reports what it would change and each row's errors,
 * writing nothing. Applied, the same is done again in one transaction
 * under the products' row locks (the catalogue may have changed since the
 * dry run): any error and nothing is written (422, the same errors);
 * otherwise the changed products and sizes are written, each product's
 * change recorded in its history, and every process told.
 */
export async function importCatalogueCsv(db: Db, text: string, options: { dryRun: boolean; user: AuthUser; now: Date }): Promise<CatalogueImportReport> {
  const read = readCsv(text);
  if (options.dryRun) return report(read, await plan(db, read, false), false);
  return changeCatalogue(db, options.user, options.now, async (tx, log) => {
    const planned = await plan(tx, read, true);
    if (planned.errors.length) throw refused(read, planned);
    await write(tx, planned.changed, options.now);
    for (const change of planned.changed) {
      await log.record({ productId: change.product.id, fields: change.fields, pages: [productUrl(change.product.productPrefix, change.product.slug)] });
    }
    await writeNewProducts(tx, log, planned.created, options.now);
    return report(read, planned, planned.changed.length + planned.created.length > 0);
  }).catch((error: unknown) => {
    throw takenOnRace(error);
  });
}
