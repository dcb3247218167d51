import { z } from 'zod';
import { CatalogueFieldChangeModel, CatalogueListQueryModel, type CatalogueState } from './catalogue';
import { once } from './query-params';

/**
 * The catalogue as a CSV file (Flowerline only; docs/back-office.md): one
 * row per size, in the columns of Shopify's product CSV, exported with the
 * list's filters and imported back to change names, descriptions,
 * availability, size names and prices.
 */
export const CSV_COLUMNS = {
  handle: 'Handle',
  title: 'Title',
  body: 'Body (HTML)',
  status: 'Status',
  optionName: 'Option1 Name',
  optionValue: 'Option1 Value',
  sku: 'Variant SKU',
  price: 'Variant Price',
} as const;
export type CsvColumn = keyof typeof CSV_COLUMNS;
/** The columns an import cannot do without; a missing optional column leaves its field as it is. */
export const CSV_REQUIRED: readonly CsvColumn[] = ['handle', 'title', 'sku', 'price'];
/** The one option the shop's products have. */
export const CSV_OPTION_NAME = 'Size';

/** The Status words the export writes: Shopify's, with "off sale" for a product whose page stays but which is not sold. */
export const CSV_STATUS_WORDS: Record<CatalogueState, string> = { draft: 'draft', onSale: 'active', offSale: 'off sale', archived: 'archived' };

export { CSV_IMPORT_MAX_BYTES, CSV_IMPORT_MAX_ROWS } from '../../domain/catalogue-csv';
/** The longest size name. */
export const CSV_SIZE_NAME_MAX = 40;
/** The most row errors a report lists (`errorCount` counts them all). */
export const CSV_ERRORS_LISTED = 1_000;

/** GET /api/catalogue/products.csv: the list's filters, every matching product. */
export const CatalogueCsvQueryModel = CatalogueListQueryModel.pick({ text: true, state: true });
export type CatalogueCsvQuery = z.output<typeof CatalogueCsvQueryModel>;

/** POST /api/catalogue/imports: `dryRun=true` reports without writing; otherwise the import is applied, all of it or nothing. */
export const CatalogueImportQueryModel = z.object({
  dryRun: once(z.enum(['true', 'false'], { error: 'dryRun must be true or false.' }))
    .default('false')
    .transform((value) => value === 'true'),
});

/** A refused cell: `row` as a spreadsheet numbers it (1 is the headings), `column` by its heading ('' for the whole row). */
export const CatalogueImportErrorModel = z.object({ row: z.int(), column: z.string(), message: z.string() });
export type CatalogueImportError = z.infer<typeof CatalogueImportErrorModel>;

/** One product the import changes or makes (`isNew`): each field before and after, in the words of its history. */
export const CatalogueImportChangeModel = z.object({ key: z.string(), name: z.string(), isNew: z.boolean(), fields: z.array(CatalogueFieldChangeModel) });
export type CatalogueImportChange = z.infer<typeof CatalogueImportChangeModel>;

export const CatalogueImportReportModel = z.object({
  /** Whether changes were written: false for a dry run, and for a file that changes nothing. */
  applied: z.boolean(),
  /** Rows read under the headings (blank rows left out). */
  rows: z.int(),
  /** Products and sizes changed (or that would be). */
  products: z.int(),
  /** Of them, products the file makes (a Handle no product has). */
  created: z.int(),
  sizes: z.int(),
  changes: z.array(CatalogueImportChangeModel),
  /** The first CSV_ERRORS_LISTED errors, in row order. */
  errors: z.array(CatalogueImportErrorModel),
  errorCount: z.int(),
  /** What the import left alone and why (columns it does not read). */
  notes: z.array(z.string()),
});
export type CatalogueImportReport = z.infer<typeof CatalogueImportReportModel>;
