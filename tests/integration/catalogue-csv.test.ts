import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { CatalogueProductModel, type CatalogueProduct } from '../../src/lib/api/contracts/catalogue';
import { CatalogueImportReportModel, CSV_IMPORT_MAX_BYTES, CSV_IMPORT_MAX_ROWS } from '../../src/lib/api/contracts/catalogue-csv';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { signedInClient } from './auth-fixtures';
import { expectRefused } from './cart-actions-fixtures';
import { changedTables, stateFingerprint } from './fuzz/state';
import { type ApiClient, useTestApp } from './harness';
import { readAs } from './read';

/** The catalogue as a CSV file (docs/back-office.md): export, dry run, import all or nothing. */
const t = useTestApp({ frozenClock: true });
const HEADINGS = ['Handle', 'Title', 'Body (HTML)', 'Status', 'Option1 Name', 'Option1 Value', 'Variant SKU', 'Variant Price'];

const office = (): Promise<ApiClient> => signedInClient(t, 'flowerline');
const read = async (client: ApiClient, key: string): Promise<CatalogueProduct> => readAs(await client.get(`/api/catalogue/products/${key}`), CatalogueProductModel);
const sendCsv = (client: ApiClient, csv: string, query = '?dryRun=true') => client.request('POST', `/api/catalogue/imports${query}`, { rawBody: csv, headers: { 'content-type': 'text/csv' } });
const report = async (client: ApiClient, csv: string, query = '?dryRun=true') => {
  const response = await sendCsv(client, csv, query);
  expect(response.status, await response.clone().text()).toBe(200);
  return readAs(response, CatalogueImportReportModel);
};
/** The export's rows (headings first), as a spreadsheet reads them. */
async function exported(client: ApiClient, query: string): Promise<string[][]> {
  const response = await client.get(`/api/catalogue/products.csv?${query}`);
  expect(response.status).toBe(200);
  return parse(await response.text(), { bom: true });
}
const csvOf = (rows: string[][]) => stringify(rows);

/** A product's rows in the file, from what its page reads: its own columns on the first row only, as the export writes them. */
const rowsOf = (product: CatalogueProduct, status = 'active') =>
  product.variants.map((size, index) =>
    index
      ? [product.key, '', '', '', '', size.name, size.key, size.price.amount.toFixed(2)]
      : [product.key, product.name, product.description, status, 'Size', size.name, size.key, size.price.amount.toFixed(2)],
  );

describe('exporting the catalogue', () => {
  it('downloads one row per size, named for the Melbourne day, with the list filters', async () => {
    const client = await office();
    const response = await client.get('/api/catalogue/products.csv');
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [headings, ...rows] = parse(await response.text(), { bom: true }) as string[][];
    expect(headings).toEqual(HEADINGS);
    expect(rows.length).toBeGreaterThan(300);

    const product = await read(client, 'WB1001');
    const only = await exported(client, 'text=WB1001');
    expect(only.slice(1)).toEqual(rowsOf(product));
    expect((await client.patch('/api/catalogue/products/WB1009', { state: 'offSale' })).status).toBe(200);
    const offSale = (await exported(client, 'state=offSale')).slice(1);
    expect(offSale.map((row) => row[0])).toContain('WB1009');
    expect(offSale.filter((row) => row[1]).every((row) => row[3] === 'off sale')).toBe(true);
  });

  it('puts an apostrophe before a cell a spreadsheet would run as a formula, and an import takes it off again', async () => {
    const client = await office();
    const formula = '=HYPERLINK("https://example.com","Click")';
    expect((await client.patch('/api/catalogue/products/WB1007', { name: formula, description: '-1+2' })).status).toBe(200);
    const [, first] = await exported(client, 'text=WB1007');
    expect(first![1]).toBe(`'${formula}`);
    expect(first![2]).toBe("'-1+2");
    const again = await report(client, csvOf(await exported(client, 'text=WB1007')));
    expect(again).toMatchObject({ errors: [], products: 0, sizes: 0 });
  });

  it.each([
    ['state=gone', 'state'],
    [`text=${'x'.repeat(101)}`, 'text'],
    ['text=a&text=b', 'text'],
  ])('refuses ?%s with a 400 naming %s', async (query, field) => {
    const client = await office();
    await expectRefused(t, () => client.get(`/api/catalogue/products.csv?${query}`), { status: 400, type: PROBLEM_TYPES.validation, field });
  });
});

describe('importing the catalogue', () => {
  it('round trip: a dry run shows the change and writes nothing; applied, it is written and recorded in history', async () => {
    const client = await office();
    const before = await read(client, 'WB1001');
    const [headings, ...rows] = await exported(client, 'text=WB1001');
    rows[0]![7] = '71.95';
    rows[0]![1] = 'Blushing Bride Renamed';
    const csv = csvOf([headings!, ...rows]);

    const fingerprint = await stateFingerprint(t.database);
    const dry = await report(client, csv);
    expect(changedTables(fingerprint, await stateFingerprint(t.database))).toEqual([]);
    const size = before.variants[0]!;
    const fields = [
      { field: 'name', label: 'Name', before: before.name, after: 'Blushing Bride Renamed' },
      { field: `variants.${size.key}.price`, label: `Price of ${size.name}`, before: size.price.formattedPrice, after: '$71.95' },
    ];
    expect(dry).toMatchObject({ applied: false, rows: before.variants.length, products: 1, sizes: 1, errors: [], errorCount: 0, changes: [{ key: 'WB1001', name: before.name, fields }] });
    expect((await read(client, 'WB1001')).name).toBe(before.name);

    const applied = await report(client, csv, '');
    expect(applied).toMatchObject({ applied: true, products: 1, sizes: 1, errors: [] });
    const after = await read(client, 'WB1001');
    expect(after.name).toBe('Blushing Bride Renamed');
    expect(after.variants[0]!.price.centAmount).toBe(7195);
    expect(after.changes[0]).toMatchObject({ by: 'Priya Sharma', fields });
    const listed = (await (await client.get('/api/catalogue/products?text=WB1001')).json()) as { results: { priceFrom: { centAmount: number } }[] };
    expect(listed.results[0]!.priceFrom.centAmount).toBe(Math.min(7195, ...before.variants.slice(1).map((v) => v.price.centAmount)));

    // The same file again changes nothing and records nothing.
    expect(await report(client, csv, '?dryRun=false')).toMatchObject({ applied: false, products: 0 });
    expect((await read(client, 'WB1001')).changes).toEqual(after.changes);
  });

  it("takes Shopify's style (product columns on the first row only), Status words or state names, size names, and notes unknown columns", async () => {
    const client = await office();
    const product = await read(client, 'WB1002');
    const [a, b] = product.variants;
    const rows = [
      [...HEADINGS, 'Vendor'],
      ['WB1002', product.name, product.description, 'offSale', 'Size', b!.name, a!.key, a!.price.amount.toFixed(2), 'Flowerline'],
      ['WB1002', '', '', '', '', a!.name, b!.key, `$${b!.price.amount.toFixed(2)}`, ''],
    ];
    const dry = await report(client, csvOf(rows));
    expect(dry.errors).toEqual([]);
    expect(dry.notes).toEqual(['Columns left alone (the import does not read them): Vendor.']);
    expect(dry.changes[0]!.fields).toEqual([
      { field: 'state', label: 'Availability', before: 'On sale', after: 'Off sale' },
      { field: `variants.${a!.key}.label`, label: `Name of size ${a!.name}`, before: a!.name, after: b!.name },
      { field: `variants.${b!.key}.label`, label: `Name of size ${b!.name}`, before: b!.name, after: a!.name },
    ]);
    // Two sizes swap names: applied in one go.
    await report(client, csvOf(rows), '');
    const after = await read(client, 'WB1002');
    expect(after.state).toBe('offSale');
    expect(after.variants.slice(0, 2).map((size) => size.name)).toEqual([b!.name, a!.name]);
  });

  it('reports each row error by row and column, and applying such a file writes nothing', async () => {
    const client = await office();
    const product = await read(client, 'WB1003');
    const good = rowsOf(product);
    const rows = [
      HEADINGS,
      ...good.map((row, index) => (index === 0 ? [...row.slice(0, 7), '71.955'] : row)),
      ['WB9999999', 'Nothing', '', 'active', 'Size', 'Standard', 'WB9999999-STD', '10.00'],
      ['WB1004', '', '', 'active', 'Size', 'Standard', 'WB1004-NOPE', '10.00'],
      ['WB1005', 'Fine', '', 'sold out', 'Size', 'Standard', 'WB1005-STD', '0'],
    ];
    const n = good.length;
    const dry = await report(client, csvOf(rows));
    expect(dry.errors).toEqual([
      { row: 2, column: 'Variant Price', message: 'Variant Price can have at most 2 decimal places.' },
      // A handle no product has is a new product (docs/adr/0761): its Body (HTML) is required.
      { row: n + 2, column: 'Body (HTML)', message: 'Body (HTML) is required for a new product.' },
      { row: n + 3, column: 'Title', message: 'Title is required.' },
      { row: n + 3, column: 'Variant SKU', message: 'WB1004 has no size with the key WB1004-NOPE.' },
      { row: n + 4, column: 'Status', message: 'Status sold out is not one the shop knows: use draft, active, off sale or archived.' },
      { row: n + 4, column: 'Variant Price', message: 'Variant Price must be more than 0.' },
    ]);
    expect(dry.errorCount).toBe(6);
    const problem = await expectRefused(t, () => sendCsv(client, csvOf(rows), ''), { status: 422, type: PROBLEM_TYPES.catalogueImportInvalid, field: 'rows.2.Variant Price' });
    expect(problem.detail).toBe('The file has 6 errors; nothing was changed.');
  });

  it('all or nothing: one bad row among good ones and nothing is written', async () => {
    const client = await office();
    const product = await read(client, 'WB1008');
    const rows = rowsOf(product).map((row) => [...row.slice(0, 7), '99.00']);
    rows.push(['WB1008', product.name, product.description, 'active', 'Size', 'Giant', 'WB1008-GIANT', '120.00']);
    await expectRefused(t, () => sendCsv(client, csvOf([HEADINGS, ...rows]), ''), { status: 422, type: PROBLEM_TYPES.catalogueImportInvalid, field: `rows.${rows.length + 1}.Variant SKU` });
    expect((await read(client, 'WB1008')).variants.map((size) => size.price.centAmount)).toEqual(product.variants.map((size) => size.price.centAmount));
  });

  it('a missing column is an error naming it, on the headings row', async () => {
    const client = await office();
    const dry = await report(client, csvOf([HEADINGS.filter((h) => h !== 'Variant Price'), ['WB1001', 'A', '', 'active', 'Size', 'Standard', 'WB1001-STD']]));
    expect(dry.errors).toEqual([{ row: 1, column: 'Variant Price', message: 'The column Variant Price is missing; the import needs it.' }]);
    await expectRefused(t, () => sendCsv(client, '', ''), { status: 422, type: PROBLEM_TYPES.catalogueImportInvalid, field: 'rows.1.Handle' });
    const broken = await report(client, 'Handle,Title\n"WB1001,Oops\n');
    expect(broken.errors[0]).toMatchObject({ row: 2, column: '' });
  });

  it('refuses a file over the size or the rows it takes, and bodies that are not CSV', async () => {
    const client = await office();
    const big = `${HEADINGS.join(',')}\n${'x'.repeat(CSV_IMPORT_MAX_BYTES)}`;
    await expectRefused(t, () => sendCsv(client, big), { status: 413, type: PROBLEM_TYPES.catalogueImportTooLarge, field: 'file' });
    const many = `${HEADINGS.join(',')}\n${'WB1001,A,,active,Size,Standard,WB1001-STD,10\n'.repeat(CSV_IMPORT_MAX_ROWS + 1)}`;
    await expectRefused(t, () => sendCsv(client, many, ''), { status: 422, type: PROBLEM_TYPES.catalogueImportTooLarge, field: 'file' });
    await expectRefused(t, () => client.post('/api/catalogue/imports?dryRun=true', { csv: 'Handle' }), { status: 400, type: PROBLEM_TYPES.malformedBody });
    await expectRefused(t, () => sendCsv(client, 'Handle', '?dryRun=maybe'), { status: 400, type: PROBLEM_TYPES.validation, field: 'dryRun' });
    await expectRefused(t, () => sendCsv(client, 'Handle', '?dryRun=true&dryRun=false'), { status: 400, type: PROBLEM_TYPES.validation, field: 'dryRun' });
  });

  it('answers any file with a report or a problem, never a 5xx, and a dry run writes nothing', async () => {
    const client = await office();
    const cell = fc.oneof(fc.constantFrom('WB1001', 'WB1001-STD', 'Handle', 'Variant Price', '"', '""', '=1+1', '\u0000', '\r\n', '12.5', '-3', ''), fc.string({ maxLength: 12 }));
    const file = fc.array(fc.array(cell, { maxLength: 10 }), { maxLength: 6 }).map((rows) => [HEADINGS.join(','), ...rows.map((row) => row.join(','))].join('\n'));
    const fingerprint = await stateFingerprint(t.database);
    await fc.assert(
      fc.asyncProperty(file, async (csv) => {
        const response = await sendCsv(client, csv);
        expect(response.status, await response.clone().text()).toBeLessThan(500);
        if (response.ok) await readAs(response, CatalogueImportReportModel);
      }),
      { numRuns: 150, seed: 758 },
    );
    expect(changedTables(fingerprint, await stateFingerprint(t.database))).toEqual([]);
  });

  it('a file without the CSRF token is refused', async () => {
    const client = await office();
    const response = await client.request('POST', '/api/catalogue/imports?dryRun=true', { rawBody: 'Handle', headers: { 'content-type': 'text/csv' }, csrf: false });
    expect(response.status).toBe(403);
  });
});
