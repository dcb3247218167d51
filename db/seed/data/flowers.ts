import { paletteFor, PALETTES, WRAPS } from './palettes';
import { Random, shopPrice, slugify } from './random';
import { floristGuide, flowerCopy } from './copy';
import type { ProductSeed, VariantSeed } from './types';

/** Flowers of the florist-made range: facet key, name words, prices and what suits them. */
export interface FlowerKind {
  key: string;
  singular: string;
  plural: string;
  /** Standard price in cents for a bouquet. */
  base: number;
  colours: string[];
  occasions: string[];
  fillers: string[];
  note: string;
}

export const FLOWER_KINDS: FlowerKind[] = [
  {
    key: 'roses',
    singular: 'Rose',
    plural: 'roses',
    base: 8900,
    colours: ['red', 'pink', 'white', 'yellow', 'orange', 'pastel', 'mixed'],
    occasions: ['love-and-romance', 'anniversary', 'birthday'],
    fillers: ['eucalyptus', 'baby’s breath', 'ruscus'],
    note: 'long-stemmed roses, chosen at the market for their full heads',
  },
  {
    key: 'lilies',
    singular: 'Lily',
    plural: 'lilies',
    base: 7900,
    colours: ['white', 'pink', 'yellow', 'orange', 'mixed'],
    occasions: ['sympathy', 'thank-you', 'mothers-day'],
    fillers: ['leather leaf', 'eucalyptus', 'salal'],
    note: 'Oriental lilies that open over several days and fill a room with scent',
  },
  {
    key: 'tulips',
    singular: 'Tulip',
    plural: 'tulips',
    base: 8500,
    colours: ['pink', 'white', 'yellow', 'orange', 'purple', 'pastel', 'mixed'],
    occasions: ['birthday', 'just-because', 'mothers-day'],
    fillers: ['tulip leaves', 'wax flower', 'pittosporum'],
    note: 'tulips that keep growing in the vase and bend towards the light',
  },
  {
    key: 'gerberas',
    singular: 'Gerbera',
    plural: 'gerberas',
    base: 6500,
    colours: ['pink', 'yellow', 'orange', 'red', 'mixed'],
    occasions: ['get-well', 'congratulations', 'birthday'],
    fillers: ['monstera leaf', 'aspidistra', 'craspedia'],
    note: 'cheerful gerbera daisies with big, bold faces',
  },
  {
    key: 'sunflowers',
    singular: 'Sunflower',
    plural: 'sunflowers',
    base: 6900,
    colours: ['yellow', 'mixed'],
    occasions: ['get-well', 'thank-you', 'congratulations'],
    fillers: ['solidago', 'eucalyptus', 'billy buttons'],
    note: 'sunflowers grown in the warm north and picked just as they open',
  },
  {
    key: 'orchids',
    singular: 'Orchid',
    plural: 'orchids',
    base: 10900,
    colours: ['white', 'purple', 'pink'],
    occasions: ['corporate', 'anniversary', 'sympathy'],
    fillers: ['monstera leaf', 'flax', 'bear grass'],
    note: 'Cymbidium and Singapore orchids that last for weeks',
  },
  {
    key: 'carnations',
    singular: 'Carnation',
    plural: 'carnations',
    base: 5900,
    colours: ['red', 'pink', 'white', 'pastel', 'mixed'],
    occasions: ['mothers-day', 'thank-you', 'just-because'],
    fillers: ['gypsophila', 'pittosporum', 'silver dollar gum'],
    note: 'ruffled carnations with a gentle clove scent',
  },
  {
    key: 'chrysanthemums',
    singular: 'Chrysanthemum',
    plural: 'chrysanthemums',
    base: 5500,
    colours: ['white', 'yellow', 'pink', 'purple', 'mixed'],
    occasions: ['mothers-day', 'sympathy', 'just-because'],
    fillers: ['eucalyptus', 'solidago', 'pittosporum'],
    note: 'disbud and spray chrysanthemums, the Mother’s Day favourite',
  },
  {
    key: 'peonies',
    singular: 'Peony',
    plural: 'peonies',
    base: 12900,
    colours: ['pink', 'white', 'pastel', 'red'],
    occasions: ['anniversary', 'love-and-romance', 'new-baby'],
    fillers: ['garden roses', 'sweet peas', 'dusty miller'],
    note: 'lush peonies, the season’s most sought-after bloom',
  },
  {
    key: 'hydrangeas',
    singular: 'Hydrangea',
    plural: 'hydrangeas',
    base: 9500,
    colours: ['blue', 'white', 'pink', 'purple'],
    occasions: ['new-baby', 'thank-you', 'sympathy'],
    fillers: ['eucalyptus', 'viburnum', 'lisianthus'],
    note: 'generous hydrangea heads in full bloom',
  },
  {
    key: 'natives',
    singular: 'Native',
    plural: 'Australian natives',
    base: 8900,
    colours: ['red', 'pink', 'orange', 'yellow', 'mixed'],
    occasions: ['corporate', 'birthday', 'thank-you'],
    fillers: ['banksia', 'kangaroo paw', 'wax flower', 'grevillea'],
    note: 'proteas, banksias, kangaroo paw and wax flower from Western Australian and Victorian growers',
  },
  {
    key: 'mixed',
    singular: 'Seasonal',
    plural: 'seasonal blooms',
    base: 7500,
    colours: ['pastel', 'mixed', 'pink', 'white', 'yellow', 'purple', 'blue'],
    occasions: ['birthday', 'just-because', 'congratulations'],
    fillers: ['stock', 'lisianthus', 'snapdragons', 'eucalyptus'],
    note: 'the best of the day’s flower market, chosen by your florist',
  },
];

export interface FlowerStyle {
  name: string;
  kind: 'bouquet' | 'vase' | 'box' | 'basket';
  factor: number;
  phrase: string;
}

export const STYLES: FlowerStyle[] = [
  { name: 'Bouquet', kind: 'bouquet', factor: 1, phrase: 'hand-tied bouquet' },
  { name: 'Posy', kind: 'bouquet', factor: 0.75, phrase: 'sweet posy' },
  { name: 'Flower Box', kind: 'box', factor: 1.15, phrase: 'keepsake flower box' },
  { name: 'Vase Arrangement', kind: 'vase', factor: 1.3, phrase: 'arrangement in a glass vase' },
  { name: 'Hatbox', kind: 'box', factor: 1.4, phrase: 'round hatbox arrangement' },
  { name: 'Basket', kind: 'basket', factor: 1.2, phrase: 'woven basket arrangement' },
  { name: 'Bloom Jar', kind: 'vase', factor: 0.7, phrase: 'petite arrangement in a mason jar' },
  { name: 'Wrapped Bunch', kind: 'bouquet', factor: 0.85, phrase: 'market-style wrapped bunch' },
];

export const VARIANT_FACTORS = { Petite: 0.75, Standard: 1, Premium: 1.35, Deluxe: 1.8 } as const;
const TAGS = ['Best Seller', 'New', 'Same Day', 'Florist’s Pick', 'Limited Edition'];

export function flowerVariants(
  standardCents: number,
  describe: (label: keyof typeof VARIANT_FACTORS) => string | null,
  labels = Object.keys(VARIANT_FACTORS) as (keyof typeof VARIANT_FACTORS)[],
): VariantSeed[] {
  return labels.map((label) => ({ label, priceCents: shopPrice(standardCents * VARIANT_FACTORS[label]), workroomGuide: describe(label) }));
}

/** About 210 florist-made arrangements, named by colour, flower and style. */
export function generateFlowers(startNumber: number): ProductSeed[] {
  const random = new Random('flowers');
  const out: ProductSeed[] = [];
  const names = new Set<string>();
  let number = startNumber;
  for (const flower of FLOWER_KINDS) {
    const perFlower = flower.key === 'sunflowers' || flower.key === 'peonies' ? 12 : 19;
    let guard = 0;
    while (out.filter((p) => p.facets.flower?.includes(flower.key)).length < perFlower && guard++ < 400) {
      const palette = paletteFor(random.pick(flower.colours));
      const style = random.pick(STYLES);
      const word = random.pick(palette.words);
      const name =
        flower.key === 'mixed' ? `${word} ${style.name}` : random.chance(0.25) ? `${flower.plural.replace(/^./, (c) => c.toUpperCase())} in ${word}` : `${word} ${flower.singular} ${style.name}`;
      if (names.has(name)) continue;
      names.add(name);
      const occasions = new Set(random.sample(flower.occasions, random.int(1, 2)));
      if (palette.colour === 'red') occasions.add('love-and-romance');
      if (palette.colour === 'white' && random.chance(0.6)) occasions.add('sympathy');
      if (palette.colour === 'yellow') occasions.add(random.pick(['get-well', 'thank-you']));
      if (palette.colour === 'pastel' || palette.colour === 'blue') occasions.add(random.pick(['new-baby', 'mothers-day']));
      if (palette.colour === 'mixed') occasions.add(random.pick(['birthday', 'congratulations']));
      if ((palette.colour === 'red' || palette.colour === 'white') && random.chance(0.15)) occasions.add('christmas');
      const standard = flower.base * style.factor * (0.9 + random.next() * 0.25);
      const copy = flowerCopy(random, { flower, palette, style, word });
      const secondary = flower.key === 'mixed' ? random.sample(['roses', 'lilies', 'carnations', 'chrysanthemums'], 2) : [];
      out.push({
        key: `WB${number++}`,
        slug: slugify(name),
        productType: 'flowers',
        name,
        subtitle: copy.subtitle,
        description: copy.description,
        additionalInformation: copy.additionalInformation,
        tag: random.chance(0.3) ? random.pick(TAGS) : null,
        rating: Math.round((4 + random.next()) * 10) / 10,
        reviewCount: random.int(3, 640),
        thirdPartySource: null,
        isHamper: false,
        facets: { occasion: [...occasions], productType: ['flowers'], flower: [flower.key, ...secondary], colour: [palette.colour] },
        searchKeywords: [flower.plural, flower.singular, palette.words.join(' '), palette.colour, style.name, ...flower.fillers].join(' '),
        variants: flowerVariants(standard, (label) => floristGuide(flower, palette, style, label)),
        art: { kind: style.kind, flowers: [flower.key, ...secondary], colours: palette.hex, accent: random.pick(WRAPS) },
      });
    }
  }
  return out;
}

export { PALETTES };
