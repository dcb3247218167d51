import { accordions, introPanel, page, richText, type Doc } from './helpers';

/** The product listing pages: occasions, product types and the header's top-level groups. */
interface ListingSeed {
  slug: string;
  title: string;
  heading: string;
  intro: string;
  about: string;
  tone?: string;
  faqs?: [string, string][];
}

const LISTINGS: ListingSeed[] = [
  {
    slug: 'birthday',
    title: 'Birthday flowers',
    heading: 'Birthday flowers',
    intro: 'Bright, happy bouquets hand-delivered by a local florist, the same day when you order before 2pm on weekdays.',
    about:
      'A birthday bouquet should look like the person receiving it. Choose a riot of colour for the friend who lights up a room, soft blush roses for your mum, or a potted orchid for someone who loves something that lasts. Add chocolates, a balloon or a bottle of bubbles to make it a celebration.',
    tone: 'SOFT_PINK',
    faqs: [
      ['Can you deliver birthday flowers today?', 'Yes. Order before 2pm on a weekday or 10am on a Saturday and a florist near the recipient will deliver the same day.'],
      ['Can I add a balloon or chocolates?', 'Most florists can add a balloon, chocolates or a small gift. You will see the add-ons on the product page once you choose a delivery suburb and date.'],
    ],
  },
  {
    slug: 'anniversary',
    title: 'Anniversary flowers',
    heading: 'Anniversary flowers',
    intro: 'Red roses, blush peonies and romantic arrangements to mark another year together.',
    about:
      'Whether it is your first anniversary or your fortieth, flowers say what a card cannot. Our florists suggest recreating the flowers from your wedding day, or choosing one stem for every year you have been together.',
    tone: 'SOFT_PINK',
  },
  {
    slug: 'sympathy',
    title: 'Sympathy flowers',
    heading: 'Sympathy and funeral flowers',
    intro: 'Gentle arrangements, wreaths and plants to comfort a grieving family, delivered with care.',
    about:
      'When words are hard to find, flowers let someone know they are in your thoughts. Send a vase arrangement or a potted plant to the family home, or a wreath or tribute to the funeral service. Our florists deliver to funeral homes every day and know the timing that matters.',
    tone: 'SAGE',
    faqs: [
      ['Where should I send sympathy flowers?', 'Send arrangements and wreaths for the service to the funeral director. For the family, a vase arrangement or plant delivered to the home is kinder.'],
      ['What should I write on a sympathy card?', 'Keep it short and warm, for example “Thinking of you all, with love”. A shared memory is always treasured.'],
    ],
  },
  {
    slug: 'get-well',
    title: 'Get well flowers',
    heading: 'Get well soon flowers',
    intro: 'Cheerful, low-scent arrangements and plants to brighten a recovery at home or in hospital.',
    about: 'Bright colours lift the spirits. Many hospitals restrict flowers on some wards, so check before sending there; a bouquet delivered home once the patient is settled is always welcome.',
    tone: 'CREAM',
  },
  {
    slug: 'new-baby',
    title: 'New baby flowers and gifts',
    heading: 'New baby flowers and gifts',
    intro: 'Welcome a new arrival with soft-coloured flowers, gift hampers and keepsakes for the whole family.',
    about: 'Choose arrangements that come in their own vase so the new parents have nothing to do. Our hampers of snacks and good coffee are popular with everyone who is up at 3am.',
    tone: 'CREAM',
  },
  {
    slug: 'thank-you',
    title: 'Thank you flowers',
    heading: 'Thank you flowers',
    intro: 'Say thanks to a friend, a teacher or a colleague with a cheerful seasonal bouquet.',
    about: 'A thank-you bouquet does not need to be big to be memorable. A florist’s choice posy of what is freshest that morning is the best value in the shop.',
    tone: 'CREAM',
  },
  {
    slug: 'roses',
    title: 'Roses',
    heading: 'Roses delivered',
    intro: 'Long-stemmed red roses, garden roses and mixed rose bouquets, arranged by hand in local workrooms.',
    about:
      'Roses are our most-loved flower for anniversaries, birthdays and apologies. Red for love, yellow for friendship, white for remembrance and pink for gratitude: choose by colour, or let your florist decide.',
    tone: 'SOFT_PINK',
    faqs: [['How long do roses last?', 'With fresh water every second day and a recut stem, most roses last five to seven days.']],
  },
  {
    slug: 'native-flowers',
    title: 'Australian native flowers',
    heading: 'Australian native flowers',
    intro: 'Banksias, waratahs, kangaroo paw and eucalyptus: hardy, striking and unmistakably Australian.',
    about: 'Natives are some of the longest-lasting flowers we sell and many dry beautifully afterwards. They are a favourite for corporate gifts and for sending to someone who has everything.',
    tone: 'CREAM',
  },
  {
    slug: 'plants',
    title: 'Indoor plants',
    heading: 'Indoor plants',
    intro: 'Peace lilies, orchids and easy-care greenery in decorative pots, delivered ready to enjoy.',
    about: 'Plants are a gift that keeps going long after a bouquet. Every plant comes with a care card from the florist.',
    tone: 'SAGE',
  },
  {
    slug: 'hampers',
    title: 'Gift hampers',
    heading: 'Gift hampers',
    intro: 'Hampers of Australian wine, gourmet treats and chocolates, hand-packed for every occasion.',
    about: 'Our luxury hampers are hand made to order, so they cannot be delivered on the same day. Choose a date from tomorrow onwards and we will take care of the rest.',
    tone: 'CREAM',
  },
  {
    slug: 'flowers',
    title: 'Flowers',
    heading: 'Flower delivery Australia-wide',
    intro: 'Every bouquet, arrangement and posy in the shop, arranged by a florist close to the person you are sending to.',
    about: 'Browse everything our florists make, from a single rose to a grand arrangement for the office foyer. Choose a delivery suburb and date to see what is available there.',
    tone: 'CREAM',
  },
  {
    slug: 'gifts',
    title: 'Gifts',
    heading: 'Gifts to send with flowers',
    intro: 'Hampers, wine, chocolates and teddy bears to send on their own or alongside a bouquet.',
    about: 'Gifts are delivered by the same local florist as your flowers, so everything arrives together.',
    tone: 'CREAM',
  },
  {
    slug: 'occasions',
    title: 'Flowers by occasion',
    heading: 'Flowers for every occasion',
    intro: 'Birthdays, anniversaries, sympathy, new babies and simple thank-yous: find the right flowers for the moment.',
    about: 'Not sure what to send? Start with the occasion and our florists have done the choosing for you.',
    tone: 'SOFT_PINK',
  },
  {
    slug: 'lilies',
    title: 'Lilies',
    heading: 'Lilies',
    intro: 'Oriental and Asiatic lilies with big blooms and a beautiful scent.',
    about: 'Lilies open over several days, so a bouquet keeps changing. Lilies are toxic to cats: choose another flower for a cat-loving household.',
    tone: 'CREAM',
  },
  {
    slug: 'wine-and-chocolates',
    title: 'Wine and chocolates',
    heading: 'Wine and chocolates',
    intro: 'Australian wines and handmade chocolates to add to your flowers or send on their own.',
    about: 'The recipient must be 18 or over to receive alcohol, and someone over 18 must sign for the delivery.',
    tone: 'PLUM',
  },
  {
    slug: 'teddy-bears',
    title: 'Teddy bears',
    heading: 'Teddy bears and soft toys',
    intro: 'Cuddly companions to send with flowers for new babies, birthdays and get-well wishes.',
    about: 'Every bear is delivered with its own ribbon by the same florist who arranges your flowers.',
    tone: 'CREAM',
  },
];

export function listingPages(): Doc[] {
  return LISTINGS.map((l) =>
    page(
      l.slug,
      l.title,
      { title: `${l.title} | Wattle & Bloom`, description: l.intro },
      {
        __typename: 'ProductListingTemplate',
        introPanel: introPanel(`${l.slug}-intro`, l.heading, l.intro, { backgroundColour: l.tone ?? 'CREAM', size: 'SMALL' }),
        topArea: [],
        bottomArea: [
          richText(`${l.slug}-about`, `About our ${l.title.toLowerCase()}`, `<p>${l.about}</p>`, { width: 'CONTAINED', spacing: { marginTop: 'LG' } }),
          ...(l.faqs ? [accordions(`${l.slug}-faq`, 'Questions we are often asked', l.faqs, { spacing: { marginTop: 'MD', marginBottom: 'LG' } })] : []),
        ],
      },
    ),
  );
}
