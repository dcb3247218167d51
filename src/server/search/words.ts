const MAX_WORDS = 8;

/** Lower-case words of letters and digits, accents dropped ('Rosé' is 'rose'), at most eight. */
export const searchWords = (text: string) =>
  (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? []
  ).slice(0, MAX_WORDS);

/** Strings in the order of their characters' codes: Postgres's order of lexemes, and of these words in the C collation. */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
