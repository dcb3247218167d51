import { flowerVariants } from './flowers';
import { list, paragraph } from './copy';
import { Random, slugify } from './random';
import type { ProductSeed } from './types';

const GIFTS: { name: string; item: string; colour: string; hex: string; occasions: string[]; cents: number; blurb: string }[] = [
  { name: 'Native Bush Soy Candle', item: 'candle', colour: 'green', hex: '#6f8f5e', occasions: ['thank-you', 'birthday'], cents: 3900, blurb: 'A hand-poured soy candle scented with lemon myrtle, eucalyptus and a hint of sandalwood.' },
  { name: 'Wild Rose Soy Candle', item: 'candle', colour: 'pink', hex: '#e8a0b4', occasions: ['mothers-day', 'love-and-romance'], cents: 3900, blurb: 'Soft rose and peony notes in a hand-poured soy candle with a cotton wick.' },
  { name: 'Cuddly Koala', item: 'koala', colour: 'white', hex: '#a7a9ac', occasions: ['new-baby', 'get-well'], cents: 3400, blurb: 'A soft, huggable koala with a velvety nose, safe from birth.' },
  { name: 'Classic Teddy Bear', item: 'teddy', colour: 'orange', hex: '#b5773c', occasions: ['new-baby', 'love-and-romance', 'get-well'], cents: 2900, blurb: 'A traditional jointed teddy with a plaid ribbon bow.' },
  { name: 'Plush Kangaroo and Joey', item: 'koala', colour: 'orange', hex: '#b07a4f', occasions: ['new-baby'], cents: 3900, blurb: 'A mother kangaroo with a little joey tucked in her pouch.' },
  { name: 'Belgian Chocolate Truffle Box', item: 'chocolate', colour: 'red', hex: '#5a2d1f', occasions: ['birthday', 'thank-you', 'love-and-romance'], cents: 2900, blurb: 'Sixteen Belgian chocolate truffles in a keepsake box.' },
  { name: 'French Macaron Gift Box', item: 'macaron', colour: 'pastel', hex: '#f9cdd6', occasions: ['birthday', 'congratulations'], cents: 3200, blurb: 'Twelve pastel macarons baked in Melbourne: raspberry, pistachio, salted caramel and vanilla.' },
  { name: 'Lemon Myrtle Hand Cream Duo', item: 'jar', colour: 'yellow', hex: '#f2d16b', occasions: ['mothers-day', 'thank-you'], cents: 4500, blurb: 'Two rich hand creams made with Australian botanicals.' },
  { name: 'Reed Diffuser in Wattle & Fig', item: 'diffuser', colour: 'yellow', hex: '#d8b65a', occasions: ['just-because', 'thank-you'], cents: 4900, blurb: 'A long-lasting diffuser that scents a room for up to three months.' },
  { name: 'Happy Birthday Balloon Bunch', item: 'balloon', colour: 'mixed', hex: '#e86a92', occasions: ['birthday'], cents: 3500, blurb: 'Three foil balloons, helium-filled and weighted, to float beside any bouquet.' },
  { name: 'Congratulations Balloon Bunch', item: 'balloon', colour: 'mixed', hex: '#f7c62f', occasions: ['congratulations'], cents: 3500, blurb: 'Three foil balloons to celebrate a new job, an engagement or a graduation.' },
  { name: 'It’s a Girl Balloon Bunch', item: 'balloon', colour: 'pink', hex: '#f4a6b8', occasions: ['new-baby'], cents: 3500, blurb: 'Pretty pink balloons to welcome a baby girl.' },
  { name: 'It’s a Boy Balloon Bunch', item: 'balloon', colour: 'blue', hex: '#8fb8ea', occasions: ['new-baby'], cents: 3500, blurb: 'Sky-blue balloons to welcome a baby boy.' },
  { name: 'Macadamia Rocky Road Tin', item: 'chocolate', colour: 'pink', hex: '#c46a7a', occasions: ['christmas', 'thank-you'], cents: 2400, blurb: 'Chunky rocky road with Queensland macadamias, raspberry jubes and milk chocolate.' },
  { name: 'Leatherwood Honey Gift Jar', item: 'jar', colour: 'yellow', hex: '#e0a526', occasions: ['thank-you', 'get-well'], cents: 2200, blurb: 'Raw Tasmanian leatherwood honey in a glass jar with a wooden dipper.' },
  { name: 'Ceramic Bud Vase', item: 'vase', colour: 'white', hex: '#ece7dc', occasions: ['just-because', 'mothers-day'], cents: 3900, blurb: 'A hand-thrown ceramic vase for a single stem or a small posy.' },
  { name: 'Linen Tea Towel and Tea Set', item: 'mug', colour: 'blue', hex: '#7aa0c4', occasions: ['thank-you', 'mothers-day'], cents: 4400, blurb: 'A printed linen tea towel with a tin of native breakfast tea.' },
  { name: 'Christmas Pudding Gift Box', item: 'box', colour: 'red', hex: '#a8323e', occasions: ['christmas', 'corporate'], cents: 3800, blurb: 'A traditional boiled Christmas pudding with brandy custard.' },
];

/** Gifts sent on their own or beside flowers. */
export function generateGifts(startNumber: number): ProductSeed[] {
  const random = new Random('gifts');
  let number = startNumber;
  return GIFTS.map((gift) => ({
    key: `WB${number++}`,
    slug: slugify(gift.name),
    productType: 'gifts' as const,
    name: gift.name,
    subtitle: gift.blurb.split(/[,.:]/)[0]!,
    description: [paragraph(gift.blurb), paragraph('Delivered by your local florist, on its own or with flowers from the same store.')].join(''),
    additionalInformation: [list(['Gift-wrapped with a ribbon', 'A complimentary card with your message'])].join(''),
    tag: random.chance(0.25) ? 'New' : null,
    rating: Math.round((4.1 + random.next() * 0.9) * 10) / 10,
    reviewCount: random.int(1, 190),
    thirdPartySource: null,
    isHamper: false,
    facets: { occasion: gift.occasions, productType: ['gifts'], colour: [gift.colour] },
    searchKeywords: `gift ${gift.item} ${gift.name}`,
    variants: flowerVariants(gift.cents, () => null, random.chance(0.5) ? ['Standard'] : ['Standard', 'Deluxe']),
    art: { kind: 'gift' as const, flowers: [], colours: [gift.hex], accent: gift.hex, items: [gift.item] },
  }));
}
