import { FLOWER_KINDS, flowerVariants } from './flowers';
import { list, paragraph } from './copy';
import { paletteFor } from './palettes';
import { Random, slugify } from './random';
import type { ProductSeed } from './types';

type Partner = 'walwater' | 'giftbaskets' | 'gfs' | 'britishHampers';

const base = (random: Random, partner: Partner) => ({
  thirdPartySource: partner,
  isHamper: false,
  rating: Math.round((4 + random.next()) * 10) / 10,
  reviewCount: random.int(1, 240),
});

/** Everlasting flowers (dried and preserved), posted Australia-wide by a partner. */
/** A hamper named for chocolate or truffles shows chocolate among its items (in place of its first item that is not a bottle). */
function withChocolate(theme: string, items: string[]): string[] {
  if (!/chocolate|truffle/i.test(theme)) return items;
  const at = Math.max(
    0,
    items.findIndex((item) => item !== 'bottle'),
  );
  return items.map((item, i) => (i === at ? 'chocolate' : item));
}

/** Pictures of dried flowers whose name says more than their facet: a daisy jar shows daisies. */
const DRIED_ART: Record<string, string[]> = { 'Golden Everlasting Daisy Jar': ['daisies'], 'Dried Eucalyptus and Banksia Bunch': ['banksias', 'natives'] };

function walwater(start: number): ProductSeed[] {
  const random = new Random('walwater');
  const items = [
    ['Everlasting Rose Dome', 'roses', 'red', 'dome'],
    ['Blush Everlasting Rose Dome', 'roses', 'pink', 'dome'],
    ['Dried Native Wreath', 'natives', 'mixed', 'basket'],
    ['Preserved Hydrangea Posy', 'hydrangeas', 'blue', 'bouquet'],
    ['Pampas and Bunny Tail Bunch', 'mixed', 'white', 'bouquet'],
    ['Dried Strawflower Bouquet', 'mixed', 'mixed', 'bouquet'],
    ['Golden Everlasting Daisy Jar', 'mixed', 'yellow', 'vase'],
    ['Preserved Rose Hatbox', 'roses', 'pink', 'box'],
    ['Lavender Dried Bunch', 'mixed', 'purple', 'bouquet'],
    ['Dried Protea Bouquet', 'natives', 'pink', 'bouquet'],
    ['Preserved Ivory Rose Box', 'roses', 'white', 'box'],
    ['Sunset Dried Flower Vase', 'mixed', 'orange', 'vase'],
    ['Dried Eucalyptus and Banksia Bunch', 'natives', 'mixed', 'bouquet'],
    ['Everlasting Pastel Posy', 'mixed', 'pastel', 'bouquet'],
  ] as const;
  return items.map(([name, flower, colour, kind], i) => ({
    key: `WW${start + i}`,
    slug: slugify(name),
    productType: 'flowers' as const,
    name,
    subtitle: 'Dried and preserved blooms that last for months',
    description: [
      paragraph(`${name} made with dried and preserved flowers that keep their colour for months, no water needed.`),
      paragraph('Sent by post from our everlasting-flower partner anywhere in Australia. Allow 3 business days for delivery.'),
    ].join(''),
    additionalInformation: list(['Keep out of direct sun and humidity', 'Dust gently with a soft brush', 'Delivered by a partner, not by a local florist']),
    tag: i % 4 === 0 ? 'Lasts for Months' : null,
    ...base(random, 'walwater'),
    facets: { occasion: random.sample(['birthday', 'anniversary', 'just-because', 'thank-you', 'mothers-day'], 2), productType: ['flowers'], flower: [flower], colour: [colour] },
    searchKeywords: `dried preserved everlasting ${flower} ${colour}`,
    variants: flowerVariants(random.int(69, 129) * 100, () => null, ['Standard', 'Premium']),
    art: { kind, flowers: DRIED_ART[name] ?? [flower], colours: paletteFor(colour).hex.map((hex) => hex), accent: '#d8c7a8' },
  }));
}

/** Gift baskets packed and couriered Australia-wide by a partner. */
function giftbaskets(start: number): ProductSeed[] {
  const random = new Random('giftbaskets');
  const themes = [
    'Snack Attack',
    'Morning Tea',
    'Aussie Classics',
    'Healthy Living',
    'Movie Night',
    'Baby Welcome',
    'Gin & Tonic',
    'Beer Lover’s',
    'Cheese Board',
    'Sweet Tooth',
    'Office Share',
    'Get Well Soon',
    'Thank You Treats',
    'Bubbles & Chocolate',
    'Outback BBQ',
    'Tropical Fruit',
  ];
  return themes.map((theme, i) => {
    const name = `${theme} Gift Basket`;
    const occasion = theme.includes('Baby')
      ? 'new-baby'
      : theme.includes('Get Well')
        ? 'get-well'
        : theme.includes('Thank')
          ? 'thank-you'
          : theme.includes('Office')
            ? 'corporate'
            : random.pick(['birthday', 'congratulations', 'corporate', 'just-because']);
    return {
      key: `GBK${start + i}`,
      slug: slugify(name),
      productType: 'hampers' as const,
      name,
      subtitle: `A ${theme.toLowerCase()} basket couriered Australia-wide`,
      description: [
        paragraph(`The ${name.toLowerCase()} is packed by our gift basket partner with Australian favourites and couriered to the door.`),
        paragraph('Allow 3 business days for delivery.'),
      ].join(''),
      additionalInformation: list(['Delivered by courier from our partner', 'Contents may vary with availability', 'Alcohol is delivered only to recipients aged 18 or over']),
      tag: null,
      ...base(random, 'giftbaskets'),
      facets: { occasion: [occasion], productType: ['hampers'], colour: ['mixed'] },
      searchKeywords: `gift basket hamper ${theme}`,
      variants: flowerVariants(random.int(79, 189) * 100, () => null, ['Standard', 'Premium', 'Deluxe']),
      art: {
        kind: 'hamper' as const,
        flowers: [],
        colours: ['#f4e3c3', '#2b5d8a', '#c8643b'],
        accent: '#b08850',
        items: withChocolate(theme, random.sample(['bottle', 'box', 'jar', 'candy', 'cheese', 'tin'], 4)),
      },
    };
  });
}

/** Flowers delivered overseas by the international relay partner. */
function gfs(start: number): ProductSeed[] {
  const random = new Random('gfs');
  const cities = ['Parisian', 'London', 'Tokyo', 'New York', 'Auckland', 'Milano', 'Amsterdam', 'Singapore', 'Vienna', 'Barcelona', 'Kyoto', 'Lisbon'];
  const out: ProductSeed[] = [];
  const names = new Set<string>();
  while (out.length < 34) {
    const flower = random.pick(FLOWER_KINDS.filter((f) => ['roses', 'lilies', 'tulips', 'gerberas', 'sunflowers', 'orchids', 'mixed'].includes(f.key)));
    const colour = random.pick(flower.colours);
    const city = random.pick(cities);
    const name = `${city} ${paletteFor(colour).words[0]} ${flower.key === 'mixed' ? 'Seasonal' : flower.singular} Bouquet`;
    if (names.has(name)) continue;
    names.add(name);
    out.push({
      key: `GFS${start + out.length}`,
      slug: slugify(`${name} international`),
      productType: 'flowers',
      name,
      subtitle: 'Hand-delivered overseas by a florist in the recipient’s city',
      description: [
        paragraph(`A bouquet of ${flower.plural} in ${paletteFor(colour).mood}, made and delivered by a partner florist overseas.`),
        paragraph('Flowers and vases differ from country to country; the florist matches the colours and style shown. Allow 3 business days for delivery.'),
      ].join(''),
      additionalInformation: list(['Made by a partner florist in the destination country', 'Delivered Monday to Saturday', 'Card message included']),
      tag: out.length % 5 === 0 ? 'International' : null,
      ...base(random, 'gfs'),
      facets: { occasion: random.sample(flower.occasions, 2), productType: ['flowers'], flower: [flower.key], colour: [colour] },
      searchKeywords: `international overseas ${flower.plural} ${colour}`,
      variants: flowerVariants(random.int(89, 149) * 100, () => null, ['Standard', 'Premium', 'Deluxe']),
      art: { kind: 'bouquet', flowers: [flower.key], colours: paletteFor(colour).hex, accent: '#e9d5c1' },
    });
  }
  return out;
}

/** Hampers delivered in the United Kingdom and Ireland by a British partner. */
function britishHampers(start: number): ProductSeed[] {
  const random = new Random('britishHampers');
  const names = [
    'Afternoon Tea',
    'Fortnum-Style Tea Time',
    'Cream Tea',
    'Scottish Shortbread',
    'Cheese & Chutney',
    'Cotswold Picnic',
    'Great British Breakfast',
    'Gin & Tonic Treats',
    'Christmas Pudding',
    'Welsh Cakes & Tea',
    'Chocolate Lover’s',
    'Fizz & Truffles',
    'English Garden Pamper',
    'Ploughman’s Lunch',
  ];
  return names.map((theme, i) => {
    const name = `British ${theme} Hamper`.replace('British Fortnum-Style', 'Classic');
    return {
      key: `BH${start + i}`,
      slug: slugify(name),
      productType: 'hampers' as const,
      name,
      subtitle: 'Delivered across the United Kingdom and Ireland',
      description: [paragraph(`A traditional ${theme.toLowerCase()} hamper packed in a wicker basket by our British hamper partner.`), paragraph('Allow 3 business days for delivery.')].join(''),
      additionalInformation: list(['Delivered in the UK and Ireland by our partner', 'Contents may vary with availability']),
      tag: null,
      ...base(random, 'britishHampers'),
      facets: { occasion: random.sample(['thank-you', 'birthday', 'christmas', 'corporate', 'congratulations'], 2), productType: ['hampers'], colour: ['mixed'] },
      searchKeywords: `british uk hamper ${theme}`,
      variants: flowerVariants(random.int(99, 219) * 100, () => null, ['Standard', 'Premium']),
      art: {
        kind: 'hamper' as const,
        flowers: [],
        colours: ['#f4e3c3', '#1f3a5f', '#a8323e'],
        accent: '#a0784a',
        items: withChocolate(theme, random.sample(['bottle', 'box', 'jar', 'tin', 'cheese', 'mug'], 4)),
      },
    };
  });
}

export function generatePartnerProducts(): ProductSeed[] {
  return [...walwater(2001), ...giftbaskets(3001), ...gfs(4001), ...britishHampers(5001)];
}
