import { flowerVariants } from './flowers';
import { list, paragraph } from './copy';
import { Random, slugify } from './random';
import type { ProductSeed } from './types';

/** flower: the facet a flowering plant is found under; bloom: what its picture shows flowering, when that is no facet (a peace lily's spathes). */
const PLANTS: { name: string; flower?: string; bloom?: string; colour: string; leaf: string; care: string; base: number; occasions: string[] }[] = [
  {
    name: 'Peace Lily',
    bloom: 'spathes',
    colour: 'white',
    leaf: '#2f6b3a',
    care: 'Likes bright, indirect light and droops a little to tell you it is thirsty.',
    base: 6900,
    occasions: ['sympathy', 'get-well'],
  },
  {
    name: 'Phalaenopsis Orchid',
    flower: 'orchids',
    colour: 'white',
    leaf: '#3d7a45',
    care: 'Water once a week by soaking the roots, then let it drain.',
    base: 8900,
    occasions: ['corporate', 'thank-you'],
  },
  {
    name: 'Pink Phalaenopsis Orchid',
    flower: 'orchids',
    colour: 'pink',
    leaf: '#3d7a45',
    care: 'Water once a week by soaking the roots, then let it drain.',
    base: 8900,
    occasions: ['mothers-day', 'birthday'],
  },
  {
    name: 'Fiddle Leaf Fig',
    colour: 'green',
    leaf: '#35662f',
    care: 'Give it a bright spot away from draughts and rotate it every few weeks.',
    base: 9900,
    occasions: ['congratulations', 'corporate'],
  },
  { name: 'Monstera', colour: 'green', leaf: '#2d6a4f', care: 'Water when the top few centimetres of soil are dry.', base: 7900, occasions: ['just-because', 'congratulations'] },
  { name: 'Zanzibar Gem', colour: 'green', leaf: '#40744a', care: 'Happy in low light and needs water only every couple of weeks.', base: 5900, occasions: ['corporate', 'thank-you'] },
  { name: 'Devil’s Ivy', colour: 'green', leaf: '#5c9a4a', care: 'Trails beautifully from a shelf; water when the soil feels dry.', base: 4500, occasions: ['just-because', 'thank-you'] },
  { name: 'Kentia Palm', colour: 'green', leaf: '#3e7d4d', care: 'Tolerates lower light and likes a mist in summer.', base: 11900, occasions: ['corporate', 'congratulations'] },
  { name: 'Snake Plant', colour: 'green', leaf: '#4d7c3b', care: 'Almost indestructible: water sparingly and let it dry out between drinks.', base: 5500, occasions: ['just-because', 'corporate'] },
  { name: 'Rubber Plant', colour: 'green', leaf: '#2f4f3a', care: 'Wipe the glossy leaves now and then and keep the soil lightly moist.', base: 6900, occasions: ['congratulations', 'just-because'] },
  {
    name: 'Anthurium',
    bloom: 'spathes',
    colour: 'red',
    leaf: '#2f6b3a',
    care: 'Bright, indirect light keeps the red spathes coming all year.',
    base: 6500,
    occasions: ['love-and-romance', 'birthday'],
  },
  { name: 'Kalanchoe', colour: 'orange', leaf: '#4f8a3c', care: 'A succulent that flowers for weeks; water lightly.', base: 3900, occasions: ['get-well', 'birthday'] },
  { name: 'Calathea', colour: 'green', leaf: '#2e5e4e', care: 'Loves humidity: a bathroom with a window suits it perfectly.', base: 6500, occasions: ['just-because', 'thank-you'] },
  { name: 'Bird of Paradise', colour: 'orange', leaf: '#3a6f41', care: 'Needs plenty of light and room to stretch.', base: 12900, occasions: ['corporate', 'congratulations'] },
  { name: 'Maidenhair Fern', colour: 'green', leaf: '#6aa84f', care: 'Keep the soil evenly moist and out of direct sun.', base: 4900, occasions: ['get-well', 'new-baby'] },
  { name: 'Succulent Trio', colour: 'green', leaf: '#7fb07a', care: 'A sunny windowsill and a drink every fortnight is all they need.', base: 4500, occasions: ['thank-you', 'birthday'] },
  { name: 'Cymbidium Orchid', flower: 'orchids', colour: 'yellow', leaf: '#3d7a45', care: 'Likes a cool, bright spot; water weekly.', base: 10900, occasions: ['mothers-day', 'corporate'] },
  {
    name: 'Hydrangea Plant',
    flower: 'hydrangeas',
    colour: 'blue',
    leaf: '#3f7d4a',
    care: 'Keep well watered and plant out in a shady garden bed after flowering.',
    base: 7900,
    occasions: ['mothers-day', 'new-baby'],
  },
];

const POTS = [
  { name: 'in a Terracotta Pot', colour: '#c8643b' },
  { name: 'in a White Ceramic Pot', colour: '#f4f1ea' },
  { name: 'in a Woven Basket', colour: '#c9a36a' },
  { name: 'in a Concrete Planter', colour: '#9a9a94' },
];

/** Indoor plants in pots, each in two pot choices. */
export function generatePlants(startNumber: number): ProductSeed[] {
  const random = new Random('plants');
  let number = startNumber;
  return PLANTS.flatMap((plant, index) =>
    random
      .sample(POTS, index % 3 === 0 ? 2 : 1)
      .concat(index % 4 === 1 ? [POTS[3]!] : [])
      .filter((pot, i, all) => all.indexOf(pot) === i)
      .map((pot) => {
        const name = `${plant.name} ${pot.name}`;
        const occasions = [...plant.occasions, ...(random.chance(0.3) ? ['get-well'] : [])].filter((v, i, all) => all.indexOf(v) === i);
        return {
          key: `WB${number++}`,
          slug: slugify(name),
          productType: 'plants' as const,
          name,
          subtitle: `A living gift that lasts, ${pot.name.toLowerCase()}`,
          description: [
            paragraph(`Our ${plant.name.toLowerCase()} arrives potted and ready to settle in, chosen by your local florist from a trusted Australian grower.`),
            paragraph('Plants make a thoughtful gift for a new home, a new job or a recovering friend: they keep on giving long after the card is read.'),
          ].join(''),
          additionalInformation: [paragraph('<strong>Care</strong>'), paragraph(plant.care), list(['Supplied potted, about 30–60 cm tall depending on size', 'Care card included'])].join(''),
          tag: random.chance(0.25) ? random.pick(['Best Seller', 'New', 'Easy Care']) : null,
          rating: Math.round((4.2 + random.next() * 0.8) * 10) / 10,
          reviewCount: random.int(2, 320),
          thirdPartySource: null,
          isHamper: false,
          facets: { occasion: occasions, productType: ['plants'], ...(plant.flower ? { flower: [plant.flower] } : {}), colour: [plant.colour] },
          searchKeywords: `plant indoor potted ${plant.name} ${pot.name}`,
          variants: flowerVariants(plant.base, () => `<p>Pot the ${plant.name.toLowerCase()} ${pot.name.toLowerCase()}, top-dress with moss and water lightly before dispatch.</p>`, [
            'Standard',
            'Premium',
            'Deluxe',
          ]),
          art: {
            kind: 'plant' as const,
            flowers: plant.flower ? [plant.flower] : plant.bloom ? [plant.bloom] : [],
            colours: [
              plant.leaf,
              plant.colour === 'green'
                ? plant.leaf
                : ({ white: '#fbf8f1', pink: '#e86a92', red: '#c8102e', orange: '#f58b4c', yellow: '#f7c62f', blue: '#5b8fd1' } as Record<string, string>)[plant.colour]!,
            ],
            accent: pot.colour,
          },
        };
      }),
  );
}
