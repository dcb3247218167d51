import { WEEKDAY_NAMES } from '../../../src/lib/domain/delivery';
import { slugify } from './random';

/** Where the network's florists trade: metro stores serve 12 km around them, regional ones 35 km. */
const METRO: Record<string, string[]> = {
  VIC: [
    'Melbourne',
    'Richmond',
    'St Kilda',
    'Brunswick',
    'Box Hill',
    'Dandenong',
    'Frankston',
    'Footscray',
    'Glen Waverley',
    'Ringwood',
    'Werribee',
    'Epping',
    'Essendon',
    'Camberwell',
    'Moorabbin',
    'Sunbury',
    'Pakenham',
    'Lilydale',
    'Cranbourne',
    'Mornington',
  ],
  NSW: [
    'Sydney',
    'Parramatta',
    'Chatswood',
    'Bondi',
    'Manly',
    'Penrith',
    'Liverpool',
    'Hornsby',
    'Cronulla',
    'Blacktown',
    'Campbelltown',
    'Castle Hill',
    'Newtown',
    'Bankstown',
    'Dee Why',
    'Hurstville',
  ],
  QLD: [
    'Brisbane City',
    'Fortitude Valley',
    'Chermside',
    'Carindale',
    'Indooroopilly',
    'Ipswich',
    'Springwood',
    'Redcliffe',
    'Surfers Paradise',
    'Southport',
    'Robina',
    'Maroochydore',
    'Noosa Heads',
    'Caloundra',
  ],
  WA: ['Perth', 'Fremantle', 'Joondalup', 'Midland', 'Rockingham', 'Subiaco', 'Cannington', 'Scarborough'],
  SA: ['Adelaide', 'Glenelg', 'Norwood', 'Salisbury', 'Marion', 'Modbury'],
  TAS: ['Hobart', 'Kingston', 'Glenorchy'],
  ACT: ['Canberra', 'Belconnen', 'Woden', 'Gungahlin', 'Tuggeranong'],
  NT: ['Coconut Grove', 'Johnston'],
};

const REGIONAL: Record<string, string[]> = {
  VIC: ['Geelong', 'Ballarat Central', 'Bendigo', 'Shepparton', 'Warrnambool', 'Mildura', 'Traralgon', 'Wodonga', 'Horsham', 'Sale', 'Bairnsdale', 'Torquay', 'Echuca', 'Wangaratta'],
  NSW: [
    'Newcastle',
    'Wollongong',
    'Gosford',
    'Orange',
    'Dubbo',
    'Wagga Wagga',
    'Albury',
    'Tamworth',
    'Port Macquarie',
    'Coffs Harbour',
    'Lismore',
    'Bathurst',
    'Nowra',
    'Armidale',
    'Goulburn',
    'Byron Bay',
    'Griffith',
    'Broken Hill',
  ],
  QLD: ['Toowoomba City', 'Cairns', 'Townsville City', 'Mackay', 'Rockhampton City', 'Bundaberg Central', 'Hervey Bay', 'Gladstone Central', 'Mount Isa', 'Emerald'],
  WA: ['Mandurah', 'Bunbury', 'Geraldton', 'Albany', 'Kalgoorlie', 'Broome', 'Busselton'],
  SA: ['Mount Gambier', 'Whyalla', 'Port Lincoln', 'Murray Bridge', 'Victor Harbor', 'Port Augusta'],
  TAS: ['Launceston', 'Devonport', 'Burnie'],
  NT: ['Araluen', 'Katherine East'],
};

const NAMES = ['{s} Florist', 'Petals of {s}', 'The {s} Flower Room', 'Bloom & Stem {s}', '{s} Flower Co.', 'Wildflower Studio {s}', 'The Posy Shop {s}', '{s} Garden Florist'];

export interface StoreSeed {
  key: string;
  name: string;
  suburbName: string;
  state: string;
  radiusKm: number;
  deliveryFeeCents: number;
  phone: string;
  email: string;
  /** Day, OpenTime, CloseTime; '0000'/'0000' is closed. */
  hours: { day: string; openTime: string; closeTime: string }[];
}

function tradingHours(closedSaturday: boolean) {
  return WEEKDAY_NAMES.map((day) => {
    if (day === 'Sunday' || (day === 'Saturday' && closedSaturday)) return { day, openTime: '0000', closeTime: '0000' };
    return { day, openTime: '0900', closeTime: day === 'Saturday' ? '1300' : '1700' };
  });
}

export function storeSeed(): StoreSeed[] {
  const out: StoreSeed[] = [];
  const add = (state: string, suburbName: string, metro: boolean) => {
    const index = out.length;
    const name = NAMES[index % NAMES.length]!.replace('{s}', suburbName.replace(/ (City|Central)$/, ''));
    out.push({
      key: `${state}-${String(index + 1).padStart(3, '0')}`,
      name,
      suburbName,
      state,
      radiusKm: metro ? 12 : 35,
      deliveryFeeCents: metro ? 1495 : 1995,
      phone: `1300 ${String(100000 + index * 7919).slice(-6, -3)} ${String(100000 + index * 7919).slice(-3)}`,
      email: `${slugify(name)}@stores.wattleandbloom.com.au`,
      hours: tradingHours(index % 5 === 3),
    });
  };
  for (const [state, names] of Object.entries(METRO)) for (const name of names) add(state, name, true);
  for (const [state, names] of Object.entries(REGIONAL)) for (const name of names) add(state, name, false);
  return out;
}
