import { addonMaxQuantity } from '../../../src/lib/domain/variants';
import { addonImage } from './types';

export interface AddonSeed {
  key: string;
  variantId: string;
  category: string;
  name: string;
  description: string;
  addonType: string;
  priceCents: number;
  imageUrl: string;
  maxQuantity: number;
}

export const ADDON_CATEGORIES = [
  { key: 'wine-and-bubbles', name: 'Wine & Bubbles' },
  { key: 'chocolates-and-sweets', name: 'Chocolates & Sweets' },
  { key: 'balloons', name: 'Balloons' },
  { key: 'soft-toys', name: 'Soft Toys' },
  { key: 'candles-and-keepsakes', name: 'Candles & Keepsakes' },
];

const RAW: [category: string, key: string, name: string, type: string, cents: number, description: string][] = [
  ['wine-and-bubbles', 'yarra-valley-sparkling', 'Yarra Valley Sparkling Brut 750ml', 'wine', 3900, 'Crisp, fine bubbles with citrus and brioche notes.'],
  ['wine-and-bubbles', 'barossa-shiraz', 'Barossa Valley Shiraz 750ml', 'wine', 3500, 'Plush dark fruit and a little spice.'],
  ['wine-and-bubbles', 'marlborough-sauvignon-blanc', 'Marlborough Sauvignon Blanc 750ml', 'wine', 2900, 'Zesty passionfruit and lime.'],
  ['wine-and-bubbles', 'pink-moscato', 'Pink Moscato 750ml', 'wine', 2500, 'Sweet, lightly sparkling and pretty in the glass.'],
  ['wine-and-bubbles', 'adelaide-hills-chardonnay', 'Adelaide Hills Chardonnay 750ml', 'wine', 3400, 'Stone fruit with a creamy finish.'],
  ['chocolates-and-sweets', 'belgian-truffles', 'Belgian Chocolate Truffles 200g', 'chocolates', 1900, 'Sixteen handmade truffles.'],
  ['chocolates-and-sweets', 'rocky-road', 'Macadamia Rocky Road 250g', 'chocolates', 1500, 'Milk chocolate, jubes and Queensland macadamias.'],
  ['chocolates-and-sweets', 'salted-caramel-fudge', 'Salted Caramel Fudge 180g', 'chocolates', 1200, 'Soft, buttery and made in small batches.'],
  ['chocolates-and-sweets', 'macarons', 'Macaron Box of 6', 'chocolates', 1800, 'Raspberry, pistachio and vanilla macarons.'],
  ['balloons', 'happy-birthday-balloon', 'Happy Birthday Balloon', 'balloon', 1200, 'A helium foil balloon, tied to your arrangement.'],
  ['balloons', 'get-well-balloon', 'Get Well Soon Balloon', 'balloon', 1200, 'A cheerful helium foil balloon.'],
  ['balloons', 'i-love-you-balloon', 'I Love You Balloon', 'balloon', 1200, 'A red heart helium foil balloon.'],
  ['balloons', 'new-baby-balloon', 'Welcome Baby Balloon', 'balloon', 1200, 'A soft pastel helium foil balloon.'],
  ['soft-toys', 'teddy-bear', 'Cuddly Teddy Bear', 'teddy', 2500, 'A soft brown teddy with a ribbon bow.'],
  ['soft-toys', 'plush-koala', 'Plush Koala', 'teddy', 2200, 'A huggable koala, safe from birth.'],
  ['soft-toys', 'plush-kangaroo', 'Plush Kangaroo', 'teddy', 2200, 'A kangaroo with a joey in her pouch.'],
  ['candles-and-keepsakes', 'native-soy-candle', 'Native Bush Soy Candle', 'candle', 2900, 'Lemon myrtle and eucalyptus, hand-poured.'],
  ['candles-and-keepsakes', 'glass-vase', 'Glass Vase', 'vase', 1900, 'A clear glass vase sized to your bouquet.'],
  ['candles-and-keepsakes', 'greeting-card', 'Greeting Card', 'card', 600, 'A printed card in an envelope, in addition to the free card message.'],
];

export const ADDONS: AddonSeed[] = RAW.map(([category, key, name, addonType, priceCents, description]) => ({
  key,
  variantId: `ADD-${key.toUpperCase()}`,
  category,
  name,
  description,
  addonType,
  priceCents,
  imageUrl: addonImage(key),
  maxQuantity: addonMaxQuantity(addonType),
}));
