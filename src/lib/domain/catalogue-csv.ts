/** The most one catalogue CSV import takes: bytes of the file, and rows under the headings. */
export const CSV_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const CSV_IMPORT_MAX_ROWS = 10_000;
