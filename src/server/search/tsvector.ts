import { englishLexeme } from './english';

/**
 * A document's lexemes as Postgres's `to_tsvector('english', …)` makes
 * them, for the text the shop's catalogue holds: words of letters or digits,
 * hyphenated words (the whole word, then each part), HTML tags and entities
 * skipped. Stop words are dropped but take a position. The parser's other
 * kinds of token (addresses, hosts, file paths, decimals) are read as their
 * words.
 */
const TOKEN = /<\/?[a-z][^<>]*>|&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);|-\d+(?![\p{L}\p{N}])|[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;
const LETTER = /\p{L}/u;
const [TAG_START, ENTITY_START, MINUS] = ['<', '&', '-'].map((char) => char.charCodeAt(0));

/** The tokens of a text in order, lower-case, each taking one position. */
export function tokensOf(text: string): string[] {
  const tokens: string[] = [];
  forEachToken(text, (token) => tokens.push(token));
  return tokens;
}

/** Calls `visit` with each token of a text in order, lower-case. */
export function forEachToken(text: string, visit: (token: string) => void): void {
  const lower = text.toLowerCase();
  const pattern = new RegExp(TOKEN);
  for (let match = pattern.exec(lower); match; match = pattern.exec(lower)) {
    const found = match[0];
    const first = found.charCodeAt(0);
    if (first === TAG_START || first === ENTITY_START) continue;
    if (first === MINUS || !found.includes('-')) {
      visit(found);
      continue;
    }
    // A hyphenated word starts with a letter and goes on while each part has a letter ('hand-tied', 'well-3d'; not '3-day', 'day-3').
    const parts = found.split('-');
    let joined = 1;
    if (LETTER.test(parts[0]![0]!)) while (joined < parts.length && LETTER.test(parts[joined]!)) joined++;
    const word = parts.slice(0, joined);
    if (word.length > 1) visit(word.join('-'));
    for (const part of word) visit(part);
    // What follows the word ('-3' of 'day-3') is read again.
    if (joined < parts.length) pattern.lastIndex = match.index + word.join('-').length;
  }
}

/** Positions a lexeme keeps in one `to_tsvector`, and in a concatenation of them. */
const POSITIONS_PER_TEXT = 255;
const POSITIONS_PER_LEXEME = 256;

/**
 * The lexemes of `to_tsvector('english', text1) || to_tsvector('english',
 * text2) || …`, each with how often it occurs in each text, in the texts'
 * order (so in the order of its positions), past Postgres's limit on
 * positions dropped as Postgres drops them.
 */
export function documentLexemes(texts: string[], lexemeOf: (token: string) => string | null = englishLexeme): Map<string, number[]> {
  const lexemes = new Map<string, number[]>();
  texts.forEach((text, index) =>
    forEachToken(text, (token) => {
      const lexeme = lexemeOf(token);
      if (lexeme === null) return;
      let counts = lexemes.get(lexeme);
      if (!counts) lexemes.set(lexeme, (counts = texts.map(() => 0)));
      if (counts[index]! < POSITIONS_PER_TEXT) counts[index]!++;
    }),
  );
  for (const counts of lexemes.values()) {
    let room = POSITIONS_PER_LEXEME;
    counts.forEach((count, index) => {
      counts[index] = Math.min(count, room);
      room -= counts[index]!;
    });
  }
  return lexemes;
}
