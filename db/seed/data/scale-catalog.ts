import { FACETS } from '../../../src/lib/domain/products';
import { catalogSeed } from './catalog';
import { floristGuide, flowerCopy } from './copy';
import { FLOWER_KINDS, flowerVariants, STYLES, type FlowerKind, type FlowerStyle } from './flowers';
import { paletteFor } from './palettes';
import { Random, shopPrice, slugify } from './random';
import { MODIFIERS, PLACES } from './scale-words';
import type { ProductSeed } from './types';

/** The first number of the scale products' keys (the seed catalogue's stay below 10000). */
export const SCALE_KEY_START = 20001;
const TAGS = ['Best Seller', 'New', 'Same Day', 'Florist’s Pick', 'Limited Edition'];
const OCCASIONS = FACETS.find((facet) => facet.name === 'occasion')!.values;
const occasionLabel = (key: string) => OCCASIONS.find((o) => o.key === key)?.label ?? key;
const capital = (text: string) => text.replace(/(^|\s)([a-z])/g, (_, space: string, ch: string) => space + ch.toUpperCase());

interface Florist {
  flower: FlowerKind;
  style: FlowerStyle;
  word: string;
  occasion: string;
}

/** A name for a florist arrangement made of the flower, colour, style and occasion words. */
function floristName(random: Random, { flower, style, word, occasion }: Florist): { name: string; extra: string[] } {
  const filler = random.pick(flower.fillers);
  const place = random.pick(PLACES);
  const plural = capital(flower.plural);
  switch (random.int(0, 4)) {
    case 0:
      return { name: `${word} ${flower.singular} ${style.name}`, extra: [] };
    case 1:
      return { name: `${word} ${flower.singular} & ${capital(filler)} ${style.name}`, extra: [] };
    case 2:
      return { name: `${occasionLabel(occasion)} ${word} ${plural}`, extra: [occasionLabel(occasion)] };
    case 3:
      return { name: `${place} ${word} ${flower.singular} ${style.name}`, extra: [place] };
    default:
      return { name: `${occasionLabel(occasion)} ${flower.singular} ${style.name} in ${word}`, extra: [occasionLabel(occasion)] };
  }
}

/** A copy of a florist arrangement: the same flower, colours and kind of vessel (so its pictures fit), new words and prices. */
function floristCopy(random: Random, base: ProductSeed): { product: Omit<ProductSeed, 'key' | 'slug'>; names: () => { name: string; extra: string[] } } | null {
  const flower = FLOWER_KINDS.find((kind) => kind.key === base.facets.flower?.[0]);
  const colour = base.facets.colour?.[0];
  const styles = STYLES.filter((style) => style.kind === base.art.kind);
  if (!flower || !colour || !styles.length) return null;
  const palette = paletteFor(colour);
  const style = random.pick(styles);
  const word = random.pick(palette.words);
  const occasion = random.pick([...flower.occasions, ...(base.facets.occasion ?? [])]);
  const copy = flowerCopy(random, { flower, palette, style, word });
  const standard = flower.base * style.factor * (0.85 + random.next() * 0.4);
  const labels = base.variants.map((variant) => variant.label) as Parameters<typeof flowerVariants>[2];
  const florist = { flower, style, word, occasion };
  return {
    names: () => floristName(random, florist),
    product: {
      ...base,
      ...copy,
      facets: { ...base.facets, occasion: [...new Set([...(base.facets.occasion ?? []), occasion])] },
      searchKeywords: [flower.plural, flower.singular, palette.words.join(' '), palette.colour, style.name, ...flower.fillers].join(' '),
      variants: flowerVariants(standard, (label) => floristGuide(flower, palette, style, label), labels),
    },
  };
}

/** A copy of any other product: a word before its name, its prices moved a little. */
function otherCopy(random: Random, base: ProductSeed): { product: Omit<ProductSeed, 'key' | 'slug'>; names: () => { name: string; extra: string[] } } {
  const factor = 0.85 + random.next() * 0.4;
  const occasions = base.facets.occasion ?? [];
  return {
    names: () => {
      const name = base.name.replace(/^British /, '');
      const words = occasions.length && random.chance(0.35) ? occasions.map(occasionLabel) : (MODIFIERS[base.productType] ?? MODIFIERS.gifts!);
      // Not a word the name has already ("Byron Bay Byron Bay Tea & Biscuit Hamper").
      const fresh = words.filter((word) => !name.includes(word));
      const modifier = random.pick(fresh.length ? fresh : words);
      return { name: `${modifier} ${name}`, extra: [modifier] };
    },
    product: { ...base, variants: base.variants.map((variant) => ({ ...variant, priceCents: shopPrice(variant.priceCents * factor) })) },
  };
}

/**
 * `count` products made from the seed catalogue's, in turn (deterministic:
 * product `i` is the same whatever the count). Each has a key and slug of
 * its own, a name of real flower, colour, style, place and occasion words,
 * its own prices, and its original's pictures.
 */
export function scaleCatalog(count: number): ProductSeed[] {
  const seeds = catalogSeed();
  const paths = new Set(seeds.map((p) => `${p.productType}/${p.slug}`));
  const names = new Set(seeds.map((p) => p.name));
  const out: ProductSeed[] = [];
  for (let i = 0; i < count; i++) {
    const base = seeds[i % seeds.length]!;
    const random = new Random(`scale-product-${i}`);
    const key = `${/^[A-Z]+/.exec(base.key)![0]}${SCALE_KEY_START + i}`;
    const made = (base.productType === 'flowers' && !base.thirdPartySource && floristCopy(random, base)) || otherCopy(random, base);
    let named = made.names();
    for (let tries = 0; names.has(named.name) && tries < 12; tries++) named = made.names();
    names.add(named.name);
    let slug = slugify(named.name);
    if (paths.has(`${base.productType}/${slug}`)) slug = `${slug}-${key.toLowerCase()}`;
    paths.add(`${base.productType}/${slug}`);
    out.push({
      ...made.product,
      key,
      slug,
      imageSlug: base.imageSlug ?? base.slug,
      name: named.name,
      searchKeywords: [made.product.searchKeywords, ...named.extra].join(' '),
      tag: random.chance(0.2) ? random.pick(TAGS) : null,
      rating: Math.round((3.8 + random.next() * 1.2) * 10) / 10,
      reviewCount: random.int(0, 480),
    });
  }
  return out;
}
