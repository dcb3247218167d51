import { flowerVariants } from './flowers';
import { list, paragraph } from './copy';
import { Random, slugify } from './random';
import type { ProductSeed } from './types';

const REGIONS = ['Barossa', 'Yarra Valley', 'Margaret River', 'Hunter Valley', 'McLaren Vale', 'Tamar Valley', 'Byron Bay', 'Daylesford', 'Mornington', 'Adelaide Hills'];

const THEMES: { name: string; items: string[]; occasions: string[]; base: number; contents: string[] }[] = [
  {
    name: 'Gourmet Hamper',
    items: ['bottle', 'jar', 'box', 'cheese'],
    occasions: ['corporate', 'thank-you', 'christmas'],
    base: 14900,
    contents: ['crackers and quince paste', 'a wedge of cloth-bound cheddar', 'marinated olives', 'dark chocolate'],
  },
  {
    name: 'Wine & Cheese Hamper',
    items: ['bottle', 'bottle', 'cheese', 'box'],
    occasions: ['corporate', 'congratulations', 'anniversary'],
    base: 16900,
    contents: ['a bottle of red and a bottle of white', 'triple cream brie', 'lavosh crackers', 'fig paste'],
  },
  {
    name: 'Sweet Treats Hamper',
    items: ['box', 'jar', 'box', 'candy'],
    occasions: ['birthday', 'thank-you', 'just-because'],
    base: 9900,
    contents: ['salted caramel fudge', 'honeycomb pieces', 'shortbread', 'Belgian chocolate truffles'],
  },
  {
    name: 'Champagne Celebration Hamper',
    items: ['bottle', 'glass', 'glass', 'box'],
    occasions: ['congratulations', 'anniversary', 'love-and-romance'],
    base: 19900,
    contents: ['a bottle of sparkling wine', 'two flutes', 'chocolate-dipped strawberries in a gift box', 'macarons'],
  },
  {
    name: 'Picnic Hamper',
    items: ['bottle', 'jar', 'cheese', 'box'],
    occasions: ['just-because', 'anniversary'],
    base: 13900,
    contents: ['a picnic rug', 'sparkling apple juice', 'relish and crackers', 'shortbread'],
  },
  {
    name: 'Tea & Biscuit Hamper',
    items: ['tin', 'box', 'jar', 'mug'],
    occasions: ['get-well', 'thank-you', 'mothers-day'],
    base: 8900,
    contents: ['loose-leaf breakfast tea', 'a ceramic mug', 'Anzac biscuits', 'leatherwood honey'],
  },
  {
    name: 'Coffee Lover’s Hamper',
    items: ['bag', 'mug', 'box', 'jar'],
    occasions: ['birthday', 'corporate', 'thank-you'],
    base: 10900,
    contents: ['single-origin coffee beans', 'a keep cup', 'almond biscotti', 'chocolate-coated coffee beans'],
  },
  {
    name: 'Pamper Hamper',
    items: ['candle', 'jar', 'box', 'bottle'],
    occasions: ['mothers-day', 'birthday', 'get-well'],
    base: 12900,
    contents: ['a soy candle', 'bath salts', 'hand cream', 'a silk eye mask'],
  },
  {
    name: 'Christmas Feast Hamper',
    items: ['bottle', 'box', 'jar', 'candy'],
    occasions: ['christmas', 'corporate'],
    base: 17900,
    contents: ['a Christmas pudding', 'fruit mince tarts', 'a bottle of shiraz', 'rocky road'],
  },
  {
    name: 'Chocolate Indulgence Hamper',
    items: ['chocolate', 'box', 'jar', 'bottle'],
    occasions: ['love-and-romance', 'birthday', 'just-because'],
    base: 11900,
    contents: ['dark, milk and white chocolate', 'chocolate-coated macadamias', 'hot chocolate flakes', 'a bottle of dessert wine'],
  },
];

const HAMPER_COLOURS = ['#b5651d', '#8b5a2b', '#c9a36a', '#6b4f3a'];

/** Luxury hampers made to order by our own hamper room (never delivered the same day). */
export function generateHampers(startNumber: number): ProductSeed[] {
  const random = new Random('hampers');
  let number = startNumber;
  const out: ProductSeed[] = [];
  for (const theme of THEMES) {
    for (const region of random.sample(REGIONS, 3)) {
      const name = `${region} ${theme.name}`;
      out.push({
        key: `WB${number++}`,
        slug: slugify(name),
        productType: 'hampers',
        name,
        subtitle: `A luxury hamper with ${theme.contents[0]} and ${theme.contents[1]}`,
        description: [
          paragraph(`Packed by hand in our hamper room with produce from ${region} makers: ${theme.contents.join(', ')}, nestled in a keepsake basket and tied with a ribbon.`),
          paragraph('Each hamper is made to order, so it is delivered from the next day onwards.'),
        ].join(''),
        additionalInformation: [
          paragraph('<strong>What’s inside</strong>'),
          list(theme.contents.map((item) => item.replace(/^./, (c) => c.toUpperCase()))),
          paragraph('Contents may change with availability; anything replaced is of equal or greater value. Hampers containing alcohol are delivered only to recipients aged 18 or over.'),
        ].join(''),
        tag: random.chance(0.3) ? random.pick(['Luxury', 'Best Seller', 'New']) : 'Luxury',
        rating: Math.round((4.3 + random.next() * 0.7) * 10) / 10,
        reviewCount: random.int(4, 280),
        thirdPartySource: null,
        isHamper: true,
        facets: { occasion: theme.occasions, productType: ['hampers'], colour: ['mixed'] },
        searchKeywords: `hamper gift basket luxury ${region} ${theme.contents.join(' ')}`,
        variants: flowerVariants(
          theme.base * (0.9 + random.next() * 0.2),
          (label) => `<p>${label}: pack ${theme.contents.length + (label === 'Deluxe' ? 3 : label === 'Premium' ? 2 : 0)} items, tissue-lined, cellophane wrapped.</p>`,
          ['Standard', 'Premium', 'Deluxe'],
        ),
        art: { kind: 'hamper', flowers: [], colours: ['#f4e3c3', '#7a1f3d', '#2f5d3a'], accent: random.pick(HAMPER_COLOURS), items: theme.items },
      });
    }
  }
  return out;
}
