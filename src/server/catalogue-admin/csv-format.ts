import { CSV_COLUMNS, CSV_STATUS_WORDS, type CsvColumn } from '../../lib/api/contracts/catalogue-csv';
import type { CatalogueState } from '../../lib/api/contracts/catalogue';

/**
 * The words of the catalogue's CSV file (docs/back-office.md#the-catalogue-as-a-csv-file):
 * its headings, its Status words, and the guard against a cell a
 * spreadsheet would run as a formula.
 */

/** A cell a spreadsheet would read as a formula starts with one of these (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell that would start a formula gets a leading apostrophe, which spreadsheets show as text. */
export const guardCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** The apostrophe the export put before such a cell is taken off again on import. */
export const unguardCell = (text: string) => (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text);

/** What a Status cell may say, lower case with spaces, hyphens and underscores left out: Shopify's words, ours, and the state names. */
const STATUS_READINGS: Record<string, CatalogueState> = {
  draft: 'draft',
  active: 'onSale',
  onsale: 'onSale',
  offsale: 'offSale',
  archived: 'archived',
};

export const statusOf = (text: string): CatalogueState | undefined => STATUS_READINGS[text.toLowerCase().replace(/[\s_-]+/g, '')];
export const statusWord = (state: CatalogueState) => CSV_STATUS_WORDS[state];

/** Which column each heading of the file is (by its words, any case), the headings it does not know, and the ones given twice. */
export function readHeadings(headings: readonly string[]): { at: Partial<Record<CsvColumn, number>>; unknown: string[]; twice: string[] } {
  const byWords = new Map(Object.entries(CSV_COLUMNS).map(([column, words]) => [words.toLowerCase(), column as CsvColumn]));
  const at: Partial<Record<CsvColumn, number>> = {};
  const unknown: string[] = [];
  const twice: string[] = [];
  headings.forEach((heading, index) => {
    const words = heading.trim();
    const column = byWords.get(words.toLowerCase());
    if (!column) {
      if (words) unknown.push(words);
    } else if (at[column] !== undefined) twice.push(CSV_COLUMNS[column]);
    else at[column] = index;
  });
  return { at, unknown, twice };
}
