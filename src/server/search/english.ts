import stem from 'wink-porter2-stemmer';

/**
 * Postgres's English stop words (the `english_stem` dictionary's
 * `english.stop`, the Snowball project's list): dropped from documents and
 * queries, though a dropped word still takes its position in a document.
 */
const STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself ' +
    'they them their theirs themselves what which who whom this that these those am is are was were be been being have has had having ' +
    'do does did doing a an the and but if or because as until while of at by for with about against between into through during ' +
    'before after above below to from up down in out on off over under again further then once here there when where why how all any ' +
    'both each few more most other some such no nor not only own same so than too very s t can will just don should now'
  ).split(' '),
);

/**
 * The lexeme Postgres's `english` configuration makes of one lower-case
 * token, or null for a stop word: a word of letters (hyphens allowed) goes
 * through the stop words and the Snowball English (Porter2) stemmer; a token
 * with a digit in it is kept as it is (the `simple` dictionary).
 */
export function englishLexeme(token: string): string | null {
  if (/\d/.test(token)) return token;
  if (STOP_WORDS.has(token)) return null;
  return stem(token);
}
