import { api, queryString, type ApiResult } from '../../../lib/api/client';
import type { CatalogueImportError, CatalogueImportReport } from '../../../lib/api/contracts/catalogue-csv';

const reportSchema = async () => (await import('../../../lib/api/contracts/catalogue-csv')).CatalogueImportReportModel;
/** A large file takes a while to check and to write. */
const IMPORT_TIMEOUT_MS = 120_000;

/** GET /api/catalogue/products.csv (Flowerline): the address of the download for the list's filters. */
export const catalogueCsvAddress = (query: { text?: string; state?: string }) => `/api/catalogue/products.csv${queryString(query)}`;

/** POST /api/catalogue/imports: the file checked (`dryRun`) or applied, all of it or nothing. */
export function importCatalogueCsv(file: Blob, dryRun: boolean): Promise<ApiResult<CatalogueImportReport>> {
  return api('/catalogue/imports', { method: 'POST', query: { dryRun }, body: new Blob([file], { type: 'text/csv' }), schema: reportSchema, timeoutMs: IMPORT_TIMEOUT_MS });
}

/** The row errors of a refused import (its 422 carries them as the dry run reports them). */
export function rowErrorsOf(body: object): CatalogueImportError[] {
  const rows = (body as { rowErrors?: unknown }).rowErrors;
  return Array.isArray(rows) ? (rows as CatalogueImportError[]) : [];
}
