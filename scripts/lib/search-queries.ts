import { FACETS } from '../../src/lib/domain/products';
import { FLOWER_KINDS, STYLES } from '../../db/seed/data/flowers';
import { PALETTES } from '../../db/seed/data/palettes';
import { Random } from '../../db/seed/data/random';
import { MODIFIERS, PLACES } from '../../db/seed/data/scale-words';

/**
 * Distinct searches as shoppers type them, for measuring search without its
 * cache: catalogue words, misspellings, partial words and two-word phrases,
 * interleaved (deterministic).
 */
const OCCASIONS = FACETS.find((facet) => facet.name === 'occasion')!.values.map((value) => value.label.toLowerCase());
const PRODUCTS = ['hamper', 'plant', 'teddy bear', 'chocolate', 'wine', 'candle', 'balloons', 'macarons', 'orchid plant', 'peace lily', 'monstera', 'succulent'];

const lower = (words: string[]) => words.map((word) => word.toLowerCase());
const WORDS = [
  ...new Set(
    lower([
      ...FLOWER_KINDS.flatMap((f) => [f.singular, f.plural]),
      ...FLOWER_KINDS.flatMap((f) => f.fillers),
      ...PALETTES.flatMap((p) => [p.colour, ...p.words]),
      ...STYLES.map((s) => s.name),
      ...OCCASIONS,
      ...PLACES,
      ...Object.values(MODIFIERS).flat(),
      ...PRODUCTS,
    ]),
  ),
];
const SINGLE = WORDS.filter((word) => /^[a-z]{5,}$/.test(word));

/** One typo: a letter dropped, two swapped, one doubled or a vowel changed. */
function misspelt(random: Random, word: string): string {
  const at = random.int(1, word.length - 2);
  switch (random.int(0, 3)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 2:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.replace(/[aeiou](?=[^aeiou]*$)/, (vowel) => 'aeiou'[('aeiou'.indexOf(vowel) + 1) % 5]!);
  }
}

export function searchQueries(count = 400): string[] {
  const random = new Random('bench-search-queries');
  const kinds: (() => string)[] = [
    () => random.pick(WORDS),
    () => misspelt(random, random.pick(SINGLE)),
    () => {
      const word = random.pick(SINGLE);
      return word.slice(0, random.int(3, Math.min(6, word.length - 1)));
    },
    () => `${random.pick(PALETTES).colour} ${random.pick(FLOWER_KINDS).plural}`,
    () => `${random.pick(OCCASIONS)} ${random.pick(FLOWER_KINDS).singular.toLowerCase()}`,
    () => `${random.pick(PALETTES).words[0]!.toLowerCase()} ${random.pick(STYLES).name.toLowerCase()}`,
    () => `${random.pick(FLOWER_KINDS).singular.toLowerCase()} ${misspelt(random, random.pick(SINGLE))}`,
  ];
  const out = new Set<string>();
  for (let guard = 0; out.size < count && guard < count * 50; guard++) out.add(kinds[guard % kinds.length]!());
  return [...out];
}
