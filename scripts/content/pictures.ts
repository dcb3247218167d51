import type { ArtSpec } from '../../db/seed/data/types';
import type { PictureArt } from './art';

/**
 * What each content picture shows. A picture shows what its caption names:
 * the roses article shows roses, the teddy bear tile a teddy bear
 * (tests/unit/content-pictures.test.ts holds every caption to its picture).
 */
const C = {
  red: '#c8102e',
  blush: '#f4b6c6',
  pink: '#e88aa5',
  deepPink: '#c85a7c',
  white: '#fbf8f1',
  cream: '#f7efe6',
  yellow: '#f7c62f',
  gold: '#e9b224',
  orange: '#e67e22',
  coral: '#f08a5d',
  waratah: '#c0392b',
  purple: '#8a4f75',
  lilac: '#b77aa0',
  blue: '#6c8ebf',
  green: '#4f7f4a',
};

const bouquet = (flowers: string[], colours: string[], accent = '#e9d5c1'): ArtSpec => ({ kind: 'bouquet', flowers, colours, accent });
const vase = (flowers: string[], colours: string[]): ArtSpec => ({ kind: 'vase', flowers, colours, accent: '#dfeef0' });
const basket = (flowers: string[], colours: string[]): ArtSpec => ({ kind: 'basket', flowers, colours, accent: '#c9a36a' });
const box = (flowers: string[], colours: string[], accent = '#5b2a4a'): ArtSpec => ({ kind: 'box', flowers, colours, accent });
const plant = (leaf: string, flowers: string[] = [], bloom = leaf, pot = '#c8643b'): ArtSpec => ({ kind: 'plant', flowers, colours: [leaf, bloom], accent: pot });
const gift = (item: string, colour: string): ArtSpec => ({ kind: 'gift', flowers: [], colours: [colour], accent: colour, items: [item] });
const hamper = (items: string[], accent = '#c9a36a'): ArtSpec => ({ kind: 'hamper', flowers: [], colours: ['#f4e3c3', '#7a1f3d', '#2f5d3a'], accent, items });

/** The home page's slides, 1200 × 600. */
export const HERO_ART: Record<string, PictureArt> = {
  'spring-bouquet': { palette: 'blush', scenes: [bouquet(['roses', 'wattle', 'roses'], [C.blush, C.gold, C.pink])] },
  'native-summer': { palette: 'native', scenes: [vase(['natives', 'banksias'], [C.waratah, C.orange]), bouquet(['natives', 'banksias'], [C.waratah, C.orange], '#d8c7a8')] },
  roses: { palette: 'blush', scenes: [vase(['roses'], [C.blush, C.deepPink, C.pink])] },
};

/** The home page's occasion tiles, 600 × 400. */
export const TILE_ART: Record<string, PictureArt> = {
  birthday: { palette: 'coral', scenes: [bouquet(['gerberas'], [C.coral, C.yellow, C.pink]), gift('balloon', '#e86a92')] },
  anniversary: { palette: 'blush', scenes: [bouquet(['roses'], [C.red, C.deepPink])] },
  sympathy: { palette: 'sage', scenes: [vase(['lilies', 'chrysanthemums'], [C.white, C.cream])] },
  'get-well': { palette: 'wattle', scenes: [bouquet(['sunflowers', 'gerberas'], [C.yellow, C.orange])] },
  native: { palette: 'native', scenes: [bouquet(['natives', 'banksias', 'wattle'], [C.waratah, C.orange, C.gold], '#d8c7a8')] },
};

/** Pictures beside page introductions, 800 × 500. */
export const PANEL_ART: Record<string, PictureArt> = {
  about: { palette: 'native', scenes: [box(['natives', 'banksias'], [C.waratah, C.orange], '#8b5a2b'), bouquet(['natives', 'wattle'], [C.waratah, C.gold], '#d8c7a8')] },
  blog: { palette: 'blush', scenes: [vase(['roses', 'tulips', 'daisies'], [C.blush, C.pink, C.white]), bouquet(['peonies', 'roses'], [C.pink, C.white])] },
  overseas: { palette: 'sky', scenes: [bouquet(['roses', 'lilies', 'hydrangeas'], [C.white, C.blush, C.blue], '#cfdcec')] },
  vouchers: { palette: 'plum', scenes: [gift('voucher', C.purple), bouquet(['roses', 'daisies'], [C.blush, C.white])], size: 'Petite' },
};

/** Article thumbnails, 600 × 400, by article slug. */
export const ARTICLE_ART: Record<string, PictureArt> = {
  'make-your-bouquet-last-longer': { palette: 'blush', scenes: [vase(['roses', 'tulips', 'daisies'], [C.blush, C.pink, C.white])] },
  'caring-for-roses': { palette: 'blush', scenes: [bouquet(['roses'], [C.red, C.deepPink]), vase(['roses'], [C.blush, C.pink])] },
  'indoor-plant-care-basics': { palette: 'sage', scenes: [plant('#2f6b3a', ['spathes'], C.white), plant('#40744a', [], '#40744a', '#f4f1ea')] },
  'native-flower-care': { palette: 'native', scenes: [vase(['natives', 'banksias'], [C.waratah, C.orange])] },
  'what-to-write-on-a-card': { palette: 'plum', scenes: [gift('card', C.deepPink), bouquet(['roses', 'daisies'], [C.lilac, C.white])], size: 'Petite' },
  'birthday-flowers-by-month': { palette: 'coral', scenes: [bouquet(['carnations', 'gerberas'], [C.coral, C.pink, C.yellow]), gift('balloon', '#e86a92')] },
  'sympathy-flower-etiquette': { palette: 'sage', scenes: [vase(['lilies', 'chrysanthemums'], [C.white, C.cream])] },
  'new-baby-gift-ideas': { palette: 'sky', scenes: [gift('teddy', '#b5773c'), hamper(['bag', 'mug', 'box', 'jar'], '#cfdcec')] },
  'corporate-gifting-guide': { palette: 'plum', scenes: [hamper(['bottle', 'box', 'jar', 'cheese']), box(['natives', 'banksias'], [C.waratah, C.orange])] },
  'spring-flowers-in-season': { palette: 'blush', scenes: [bouquet(['peonies', 'tulips'], [C.pink, C.blush, C.white]), vase(['natives'], [C.waratah])] },
  'summer-flowers-that-handle-the-heat': { palette: 'coral', scenes: [bouquet(['sunflowers', 'gerberas'], [C.yellow, C.orange, C.coral])] },
  'autumn-flowers-and-foliage': { palette: 'coral', scenes: [vase(['chrysanthemums'], [C.orange, '#b5532a', C.gold])] },
  'winter-blooms-worth-waiting-for': { palette: 'wattle', scenes: [vase(['wattle', 'peonies'], [C.gold, C.blush])] },
  'wattle-day-history': { palette: 'wattle', scenes: [bouquet(['wattle'], [C.gold, C.yellow], '#d8c7a8')] },
  'guide-to-waratahs': { palette: 'native', scenes: [bouquet(['natives'], [C.waratah, C.red], '#d8c7a8')] },
  'banksias-proteas-and-friends': { palette: 'native', scenes: [vase(['banksias'], [C.orange, C.gold]), bouquet(['natives'], [C.pink, C.waratah], '#d8c7a8')] },
  'growing-natives-at-home': { palette: 'sage', scenes: [plant('#5d7d4f', ['natives'], C.waratah), plant('#6b8e5a', ['wattle'], C.gold, '#9a9a94')] },
  'meet-a-hobart-florist': { palette: 'sky', scenes: [bouquet(['roses', 'natives', 'daisies'], [C.blush, C.waratah, C.white]), vase(['hydrangeas'], [C.blue, C.lilac])] },
  'from-market-to-doorstep': { palette: 'plum', scenes: [box(['roses', 'daisies'], [C.blush, C.white]), bouquet(['tulips', 'roses'], [C.lilac, C.pink])] },
  'a-day-in-a-country-florist': { palette: 'wattle', scenes: [basket(['daisies', 'roses'], [C.white, C.yellow]), bouquet(['wattle', 'natives'], [C.gold, C.waratah])] },
  'how-florists-choose-flowers': { palette: 'coral', scenes: [bouquet(['roses', 'gerberas', 'daisies'], [C.coral, C.yellow, C.white])] },
  'choosing-wedding-flowers': { palette: 'blush', scenes: [bouquet(['roses', 'peonies'], [C.white, C.blush], '#f4f1ea'), vase(['hydrangeas'], [C.white, C.blush])] },
  'long-table-centrepieces': { palette: 'sage', scenes: [basket(['roses'], [C.blush]), basket(['hydrangeas'], [C.white]), basket(['daisies'], [C.white])] },
  'native-wedding-flowers': { palette: 'native', scenes: [bouquet(['natives', 'daisies'], [C.pink, C.white], '#f4f1ea')] },
  'flowers-for-every-occasion': { palette: 'plum', scenes: [bouquet(['gerberas'], [C.coral, C.yellow]), vase(['lilies'], [C.white]), bouquet(['roses'], [C.red])] },
  'flower-meanings': { palette: 'blush', scenes: [bouquet(['roses'], [C.red]), bouquet(['roses'], [C.yellow])] },
};
