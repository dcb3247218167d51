/** Customer reviews shown in the review carousels. */
export const REVIEWS = [
  {
    author: 'Sarah M.',
    location: 'Ballarat VIC',
    rating: 'Five',
    summary: 'Ordered at 11am for Mum’s birthday and they were on her doorstep by two. She sent me a photo and they looked even better than the picture.',
  },
  {
    author: 'James T.',
    location: 'Fremantle WA',
    rating: 'Five',
    summary: 'The sympathy arrangement for my aunt’s service was beautiful and arrived well before the start. Thank you for making a hard day a little easier.',
  },
  {
    author: 'Mei L.',
    location: 'Chatswood NSW',
    rating: 'Four',
    summary: 'Lovely native bouquet that lasted nearly three weeks. Delivery was later in the afternoon than I hoped, but the flowers were superb.',
  },
  {
    author: 'Daniel R.',
    location: 'New Farm QLD',
    rating: 'Five',
    summary: 'Sent roses from Brisbane to my partner in Hobart for our anniversary. The local florist even rang to check the delivery instructions.',
  },
  { author: 'Aroha K.', location: 'Auckland, New Zealand', rating: 'Five', summary: 'Easy to send flowers back home to Adelaide for Dad. He loved the sunflowers.' },
  {
    author: 'Priya S.',
    location: 'Glenelg SA',
    rating: 'Three',
    summary: 'The hamper was generous and beautifully packed, but I would have liked same day delivery. Now I know hampers go out the next day.',
  },
  { author: 'Tom W.', location: 'Newcastle NSW', rating: 'Five', summary: 'Third year in a row ordering for Mother’s Day. Always fresh, always on time.' },
  { author: 'Fiona G.', location: 'Launceston TAS', rating: 'Four', summary: 'Gorgeous peonies for a new baby. The card message was printed perfectly.' },
] as const;
