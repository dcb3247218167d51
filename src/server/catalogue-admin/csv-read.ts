import { CsvError, parse } from 'csv-parse/sync';
import { CSV_COLUMNS, CSV_IMPORT_MAX_ROWS, CSV_REQUIRED, type CatalogueImportError, type CsvColumn } from '../../lib/api/contracts/catalogue-csv';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { isStorableText } from '../../lib/domain/validation';
import { Problem } from '../http/problem';
import { readHeadings, unguardCell } from './csv-format';

/** One row under the headings: its number as a spreadsheet shows it, and each known column's cell (undefined: the file has no such column). */
export interface CsvRow {
  row: number;
  cells: Partial<Record<CsvColumn, string>>;
  /** A cell holds text that cannot be stored (its error is reported): the row is not read further. */
  unstorable?: true;
}

export interface CsvRead {
  rows: CsvRow[];
  errors: CatalogueImportError[];
  notes: string[];
  /** The columns the file has. */
  has: ReadonlySet<CsvColumn>;
}

export const tooManyRows = () =>
  new Problem(PROBLEM_TYPES.catalogueImportTooLarge, 422, 'Unprocessable Content', `The file has more than ${CSV_IMPORT_MAX_ROWS.toLocaleString('en-AU')} rows; split it into smaller files.`, {
    file: `At most ${CSV_IMPORT_MAX_ROWS.toLocaleString('en-AU')} rows in one file.`,
  });

const QUOTE_CODES = new Set(['CSV_QUOTE_NOT_CLOSED', 'CSV_INVALID_CLOSING_QUOTE', 'INVALID_OPENING_QUOTE', 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE']);

/** The records of the file, or the row where it stops being CSV. */
function records(text: string): { records: string[][] } | { error: CatalogueImportError } {
  try {
    // `to` stops one past the limit: a longer file is refused without reading it all.
    return { records: parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false, to: CSV_IMPORT_MAX_ROWS + 2 }) };
  } catch (cause) {
    if (!(cause instanceof CsvError)) throw cause;
    const row = typeof cause.lines === 'number' ? cause.lines : 1;
    const message = QUOTE_CODES.has(cause.code)
      ? 'A quote mark here is not where CSV allows one: put a cell that holds quotes, commas or line breaks in quotes, with each quote inside it doubled.'
      : 'The file cannot be read as CSV from this row on.';
    return { error: { row, column: '', message } };
  }
}

/**
 * Reads the file's headings and rows: each known column by its heading (any
 * case, any order), unknown columns noted and left alone, a missing required
 * column an error naming it. Blank rows are skipped; cells but the description are
 * trimmed, and the apostrophe the export puts before a formula-like cell taken off.
 */
export function readCsv(text: string): CsvRead {
  const read = records(text);
  if ('error' in read) return { rows: [], errors: [read.error], notes: [], has: new Set() };
  const [headings = [], ...body] = read.records;
  if (body.length > CSV_IMPORT_MAX_ROWS) throw tooManyRows();
  const errors: CatalogueImportError[] = [];
  const { at, unknown, twice } = readHeadings(headings);
  for (const heading of twice) errors.push({ row: 1, column: heading, message: `The heading ${heading} is in the file twice; keep one.` });
  for (const column of CSV_REQUIRED) {
    if (at[column] === undefined) errors.push({ row: 1, column: CSV_COLUMNS[column], message: `The column ${CSV_COLUMNS[column]} is missing; the import needs it.` });
  }
  const notes = unknown.length ? [`Columns left alone (the import does not read them): ${unknown.join(', ')}.`] : [];
  const columns = Object.entries(at) as [CsvColumn, number][];
  const rows: CsvRow[] = [];
  body.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const row = index + 2;
    const read: CsvRow = { row, cells: {} };
    for (const [column, position] of columns) {
      const given = record[position] ?? '';
      // A description keeps its spaces and line breaks; every other cell is trimmed.
      const cell = unguardCell(column === 'body' ? given : given.trim());
      if (!isStorableText(cell)) {
        errors.push({ row, column: CSV_COLUMNS[column], message: 'This cell holds a character that cannot be stored (such as a NUL byte).' });
        read.unstorable = true;
      }
      read.cells[column] = cell;
    }
    rows.push(read);
  });
  return { rows, errors, notes, has: new Set(columns.map(([column]) => column)) };
}
