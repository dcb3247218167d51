/** Blog categories, in pill order. */
export const CATEGORIES = [
  { slug: 'flower-care', name: 'Flower care', description: 'Keep bouquets and potted plants fresh for longer with advice from our florists.' },
  { slug: 'gifting-guides', name: 'Gifting guides', description: 'What to send, when to send it and what to write on the card.' },
  { slug: 'seasonal-flowers', name: 'Seasonal flowers', description: 'What is blooming in Australian workrooms this season.' },
  { slug: 'australian-natives', name: 'Australian natives', description: 'Waratahs, banksias, wattle and the rest of our hardy native blooms.' },
  { slug: 'florist-stories', name: 'Florist stories', description: 'Meet the local florists who arrange and deliver your flowers.' },
  { slug: 'weddings-and-events', name: 'Weddings and events', description: 'Flowers for the big days, from bridal bouquets to long-table centrepieces.' },
] as const;
export type CategorySlug = (typeof CATEGORIES)[number]['slug'];
