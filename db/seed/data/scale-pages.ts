import { FACETS } from '../../../src/lib/domain/products';
import { FLOWER_KINDS } from './flowers';
import { Random, slugify } from './random';
import { PLACES } from './scale-words';

/** The scale pages' ids: `page-scale-0001` and on. */
export const SCALE_PAGE_PREFIX = 'page-scale-';
const OCCASIONS = FACETS.find((facet) => facet.name === 'occasion')!.values;
const TONES = ['CREAM', 'SOFT_PINK', 'SAGE', 'WHITE'];
const SINCE = '2026-10-01T00:00:00.000Z';

const CARE = [
  'Recut the stems on an angle, use a clean vase and change the water every second day.',
  'Keep the arrangement out of direct sun, away from heaters and the fruit bowl.',
  'Take off any leaves below the waterline and top the vase up every morning.',
];

/** A published Page document (the content model's fields) about one occasion, flower and place. */
export interface ScalePage {
  id: string;
  fields: Record<string, unknown>;
}

/**
 * `count` CMS pages (deterministic: page `i` is the same whatever the
 * count): landing pages for an occasion, a flower and a place, in the
 * narrow and full-width templates, with rich text an editor would write.
 */
export function scalePages(count: number): ScalePage[] {
  const pages: ScalePage[] = [];
  for (let i = 0; i < count; i++) {
    const random = new Random(`scale-page-${i}`);
    const occasion = OCCASIONS[i % OCCASIONS.length]!;
    const flower = FLOWER_KINDS[Math.floor(i / OCCASIONS.length) % FLOWER_KINDS.length]!;
    const place = PLACES[Math.floor(i / (OCCASIONS.length * FLOWER_KINDS.length)) % PLACES.length]!;
    const round = Math.floor(i / (OCCASIONS.length * FLOWER_KINDS.length * PLACES.length));
    const title = `${occasion.label} ${flower.plural} delivered in ${place}${round ? ` (${round + 1})` : ''}`;
    const id = `${SCALE_PAGE_PREFIX}${String(i + 1).padStart(4, '0')}`;
    const slug = slugify(title);
    const description = `${occasion.label} ${flower.plural} arranged by a local florist and delivered by hand in ${place}.`;
    const blocks = [
      {
        __typename: 'RichText',
        id: `${id}-about`,
        heading: `${occasion.label} ${flower.plural} in ${place}`,
        html: `<p>Our florists near ${place} make ${flower.note} into bouquets, boxes and vase arrangements for ${occasion.label.toLowerCase()}, and deliver them the same day when you order before 2pm.</p><p>Every arrangement is finished with ${random.sample(flower.fillers, 2).join(' and ')} and a card with your message.</p>`,
        width: 'CONTAINED',
        spacing: { marginTop: 'LG' },
      },
      {
        __typename: 'RichText',
        id: `${id}-care`,
        heading: `Caring for your ${flower.plural}`,
        html: `<p>${random.pick(CARE)}</p><ul><li>Delivered Monday to Saturday</li><li>Made by a florist close to ${place}</li><li>Choose Petite, Standard, Premium or Deluxe</li></ul>`,
        width: 'CONTAINED',
        spacing: { marginTop: 'MD', marginBottom: 'LG' },
      },
    ];
    const template =
      i % 2 === 0
        ? { __typename: 'NarrowWidthTemplate', contentArea: blocks }
        : {
            __typename: 'FullWidthTemplate',
            introPanel: {
              id: `${id}-intro`,
              heading: title,
              text: description,
              size: 'SMALL',
              backgroundColour: random.pick(TONES),
              link: { text: `Shop ${flower.plural}`, externalLink: '/flowers' },
            },
            contentArea: blocks,
          };
    pages.push({ id, fields: { slug, title, createdAt: SINCE, updatedAt: SINCE, seo: { title: `${title} | Wattle & Bloom`, description }, template } });
  }
  return pages;
}
