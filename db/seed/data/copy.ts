import type { FlowerKind, FlowerStyle } from './flowers';
import type { Palette } from './palettes';
import type { Random } from './random';

const OCCASION_LINES = [
  'Send it for a birthday, to say thank you, or simply because.',
  'A lovely way to mark an anniversary, a new job or a long-awaited catch-up.',
  'Just the thing to brighten a friend’s week or welcome someone home.',
  'Made to say the things that are hard to put into words.',
  'A generous gesture for the people who deserve a little fuss.',
];

const CARE = [
  'Trim the stems on an angle and change the water every two days to keep them looking their best.',
  'Keep away from direct sun and fruit bowls, and top up the water daily.',
  'Re-cut the stems every few days and remove any leaves below the waterline.',
];

const OPENERS = [
  (p: Palette, f: FlowerKind, s: FlowerStyle) => `A ${s.phrase} of ${f.plural} in ${p.mood}, arranged by hand in your local florist’s workroom on the morning of delivery.`,
  (p: Palette, f: FlowerKind, s: FlowerStyle) => `${f.note.replace(/^./, (c) => c.toUpperCase())}, gathered into a ${s.phrase} in ${p.mood}.`,
  (p: Palette, f: FlowerKind, s: FlowerStyle) => `Our florists build this ${s.phrase} around ${f.plural} in ${p.mood}, finished with ${f.fillers[0]} and a satin ribbon.`,
];

const paragraph = (text: string) => `<p>${text}</p>`;
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

export function flowerCopy(random: Random, input: { flower: FlowerKind; palette: Palette; style: FlowerStyle; word: string }) {
  const { flower, palette, style } = input;
  const fillers = random.sample(flower.fillers, 2).join(' and ');
  const subtitle = `${style.name === 'Posy' || style.name.includes('Bunch') ? 'Hand-tied' : 'Florist-made'} ${flower.key === 'mixed' ? 'seasonal blooms' : flower.plural} with ${fillers}`;
  const description = [
    paragraph(random.pick(OPENERS)(palette, flower, style)),
    paragraph(`${random.pick(OCCASION_LINES)} Every arrangement is made by a florist near your recipient and delivered by hand.`),
  ].join('');
  const additionalInformation = [
    paragraph('<strong>What’s included</strong>'),
    list([
      `${flower.key === 'mixed' ? 'Seasonal blooms' : flower.plural.replace(/^./, (c) => c.toUpperCase())} with ${fillers}`,
      style.kind === 'vase'
        ? 'Glass vessel included'
        : style.kind === 'box'
          ? 'Keepsake box with water-holding foam'
          : style.kind === 'basket'
            ? 'Woven basket with a lined base'
            : 'Wrapped in paper with a water bubble to travel fresh',
      'A complimentary card with your message',
    ]),
    paragraph('<strong>Caring for your flowers</strong>'),
    paragraph(random.pick(CARE)),
    paragraph('Flowers follow the seasons: your florist may substitute a stem of equal value while keeping the colours and style shown.'),
  ].join('');
  return { subtitle, description, additionalInformation };
}

const STEMS: Record<string, number> = { Petite: 6, Standard: 12, Premium: 18, Deluxe: 24 };

/** The workroom guide a florist follows to make a variant. */
export function floristGuide(flower: FlowerKind, palette: Palette, style: FlowerStyle, label: string): string {
  const stems = STEMS[label] ?? 12;
  return [
    `<p><strong>${label} ${style.name.toLowerCase()}</strong></p>`,
    list([
      `${stems} × ${flower.key === 'mixed' ? 'focal blooms of the day' : flower.plural} (${palette.colour})`,
      `${Math.ceil(stems / 2)} × ${flower.fillers[0]}`,
      `${Math.ceil(stems / 3)} × ${flower.fillers[1] ?? 'seasonal foliage'}`,
    ]),
    `<p>${style.kind === 'vase' ? 'Condition stems for an hour, then build in a spiral straight into the vase.' : style.kind === 'box' || style.kind === 'basket' ? 'Soak foam for 20 minutes, line the vessel and build from the outside edge in.' : 'Spiral-tie at the binding point, wrap in two layers of paper and finish with a water bubble.'} Keep to ${palette.mood}; substitute like for like in colour and size.</p>`,
  ].join('');
}

export { list, paragraph };
