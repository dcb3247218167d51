import { accordions, ctaCard, image, introPanel, link, newsletterBox, page, richText, type Doc } from './helpers';
import { listingPages } from './listings';

/** Gifts from the shop's range that the home page and the menu feature. */
export const FEATURED_PRODUCTS = [
  { name: 'Classic Teddy Bear', slug: '/gifts/classic-teddy-bear', palette: 'coral' },
  { name: 'Belgian Chocolate Truffle Box', slug: '/gifts/belgian-chocolate-truffle-box', palette: 'plum' },
  { name: 'French Macaron Gift Box', slug: '/gifts/french-macaron-gift-box', palette: 'blush' },
  { name: 'Cuddly Koala', slug: '/gifts/cuddly-koala', palette: 'sky' },
  { name: 'Native Bush Soy Candle', slug: '/gifts/native-bush-soy-candle', palette: 'sage' },
  { name: 'Leatherwood Honey Gift Jar', slug: '/gifts/leatherwood-honey-gift-jar', palette: 'wattle' },
] as const;

export const featuredImage = (slug: string) => `/images/content/featured/${slug.split('/').pop()}.svg`;

const home = page(
  'home',
  'Flowers delivered Australia-wide by local florists',
  {
    title: 'Flower Delivery Australia | Same Day Flowers | Wattle & Bloom',
    description: 'Send fresh flowers and gift hampers anywhere in Australia, arranged by a local florist and delivered the same day when you order before 2pm on weekdays.',
  },
  {
    __typename: 'HomeTemplate',
    showDeliveryBar: true,
    topArea: [
      {
        __typename: 'HeroSlider',
        id: 'home-hero',
        heading: 'This season at Wattle & Bloom',
        interval: 7,
        slides: [
          {
            heading: 'Spring is in full bloom',
            text: "Peonies, garden roses and golden wattle, hand-tied by a florist in your recipient's suburb.",
            image: image('/images/hero/spring-bouquet.svg', 'A hand-tied bouquet of pink roses, wattle and eucalyptus', 1200, 600),
            link: link('Shop spring flowers', '/flowers'),
          },
          {
            heading: 'Proudly native',
            text: 'Waratahs, banksias and kangaroo paw that last for weeks and dry beautifully.',
            image: image('/images/hero/native-summer.svg', 'An arrangement of red waratahs and orange banksias', 1200, 600),
            link: link('Shop native flowers', '/native-flowers'),
          },
          {
            heading: 'Roses for every reason',
            text: 'Long-stemmed red roses for love, yellow for friendship and blush for thank you.',
            image: image('/images/hero/roses.svg', 'A vase of blush and deep pink roses', 1200, 600),
            link: link('Shop roses', '/roses'),
          },
        ],
      },
    ],
    mainArea: [
      {
        __typename: 'FeaturedCategoryGrid',
        id: 'home-occasions',
        heading: 'Shop by occasion',
        text: 'Our florists have done the choosing: start with the moment you are marking.',
        spacing: { marginTop: 'LG' },
        categories: [
          { link: link('Birthday', '/birthday'), image: image('/images/content/tiles/birthday.svg', '', 600, 400), description: 'Bright and happy' },
          { link: link('Anniversary', '/anniversary'), image: image('/images/content/tiles/anniversary.svg', '', 600, 400), description: 'Romantic roses and more' },
          { link: link('Sympathy', '/sympathy'), image: image('/images/content/tiles/sympathy.svg', '', 600, 400), description: 'Gentle and comforting' },
          { link: link('Get well', '/get-well'), image: image('/images/content/tiles/get-well.svg', '', 600, 400), description: 'Cheer up a recovery' },
          { link: link('Native flowers', '/native-flowers'), image: image('/images/content/tiles/native.svg', '', 600, 400), description: 'Proudly Australian' },
          { link: link('New baby', '/new-baby') },
          { link: link('Thank you', '/thank-you') },
          { link: link('Plants', '/plants') },
          { link: link('Gift hampers', '/hampers') },
          { link: link('Teddy bears', '/teddy-bears') },
        ],
      },
      {
        __typename: 'FeaturedProductCarousel',
        id: 'home-gifts',
        heading: 'Gifts to send with flowers',
        text: 'Add something sweet or cuddly; the same florist delivers it with your bouquet.',
        spacing: { marginTop: 'LG' },
        link: link('See all gifts', '/gifts'),
        products: FEATURED_PRODUCTS.map((p) => ({ name: p.name, slug: p.slug, image: image(featuredImage(p.slug), p.name, 600, 600) })),
      },
      richText(
        'home-why',
        'Why send flowers with Wattle & Bloom?',
        '<p>Every order goes to a florist close to the person you are sending to, so the flowers travel minutes rather than hours and arrive at their freshest.</p><ul><li><strong>Same day delivery</strong> on orders placed before 2pm on weekdays and 10am on Saturdays.</li><li><strong>Arranged by hand</strong> in more than 600 local workrooms, from Broome to Hobart.</li><li><strong>Flowers overseas</strong> to more than 40 countries through our partner networks.</li></ul>',
        { tone: 'CREAM', width: 'CONTAINED', spacing: { marginTop: 'LG', paddingTop: 'LG', paddingBottom: 'LG' } },
      ),
      {
        __typename: 'ReviewCarousel',
        id: 'home-reviews',
        heading: 'What our customers say',
        text: 'Rated 4.8 out of 5 from more than 12,000 reviews.',
        spacing: { marginTop: 'LG' },
        reviews: ['review-1', 'review-2', 'review-3', 'review-4', 'review-5', 'review-6', 'review-7', 'review-8'],
      },
    ],
    bottomArea: [
      richText('home-promise', 'Our freshness promise', '<p>If your flowers are not fresh on arrival, tell us within 24 hours and your local florist will replace them free of charge.</p>', {
        tone: 'SOFT_PINK',
        width: 'CONTAINED',
        spacing: { marginTop: 'MD', paddingTop: 'MD', paddingBottom: 'MD' },
      }),
      newsletterBox('home-newsletter'),
    ],
  },
);

const about = page(
  'about',
  'About Wattle & Bloom',
  { title: 'About us | Wattle & Bloom', description: 'Wattle & Bloom is a network of more than 600 independent Australian florists who arrange and deliver flowers in their own communities.' },
  {
    __typename: 'FullWidthTemplate',
    introPanel: introPanel(
      'about-intro',
      'Local florists, Australia-wide',
      'Wattle & Bloom began in 1986 as a handful of Melbourne florists passing orders to one another by phone. Today more than 600 independent florists deliver for us, from Broome to Hobart.',
      {
        image: image('/images/content/about.svg', 'A florist’s workbench covered in native flowers', 800, 500),
        size: 'LARGE',
        link: link('Meet our florists', '/blog/florist-stories'),
      },
    ),
    contentArea: [
      richText(
        'about-story',
        'How it works',
        '<p>When you order, we send the order to an independent florist close to the delivery address. They choose the flowers at the market that morning, arrange them in their workroom and deliver them with their own driver.</p><p>Because your flowers travel minutes rather than hours, they arrive fresher and last longer, and your money stays with a local small business.</p><h3>Our promise</h3><ul><li>Every bouquet is arranged by hand, never boxed in a warehouse.</li><li>If anything is not right, tell us within 24 hours and we will make it right.</li><li>We pay our florists fairly and on time, every week.</li></ul>',
        { width: 'CONTAINED', spacing: { marginTop: 'LG', marginBottom: 'LG' } },
      ),
      {
        __typename: 'ReviewCarousel',
        id: 'about-reviews',
        heading: 'Kind words from our customers',
        reviews: ['review-2', 'review-4', 'review-6', 'review-8', 'review-1'],
        spacing: { marginBottom: 'LG' },
      },
      ctaCard('about-cta', 'Questions about an order?', 'Our customer service team is here Monday to Friday, 9am to 5pm AEST.', { spacing: { marginBottom: 'LG' } }),
      { __typename: 'ShareButtons', id: 'about-share', heading: 'Share our story' },
    ],
  },
  { draft: { title: 'About Wattle & Bloom (new story draft)' } },
);

const contact = page(
  'contact-us',
  'Contact us',
  { title: 'Contact us | Wattle & Bloom', description: 'Call, chat or send an enquiry to the Wattle & Bloom customer service team, Monday to Friday, 9am to 5pm AEST.' },
  {
    __typename: 'TwoColumnTemplate',
    primarySide: 'LEFT',
    primaryArea: [
      {
        __typename: 'EnquiryForm',
        id: 'contact-enquiry',
        heading: 'Send us an enquiry',
        text: 'Tell us how we can help and a member of our team will reply within one business day. Fields marked * are required.',
      },
    ],
    secondaryArea: [
      {
        __typename: 'ContactInfo',
        id: 'contact-info',
        heading: 'Customer service',
        text: 'For changes to an order, please have your order number ready.',
        phone: '1300 727 338',
        phoneHours: 'Monday to Friday, 9am to 5pm AEST',
        email: 'help@wattleandbloom.com.au',
        address: 'Level 2, 120 Brunswick Street, Fitzroy VIC 3065',
      },
      ctaCard('contact-cta', 'Need an answer now?', 'Chat with our customer service team while they are online.', { spacing: { marginTop: 'MD' } }),
    ],
    bottomArea: [
      accordions(
        'contact-faq',
        'Before you get in touch',
        [
          ['Can I change the delivery date of my order?', 'Yes, up until the florist has started on your order. Call us or send an enquiry with your order number.'],
          ['My flowers arrived damaged. What should I do?', 'We are sorry. Send us a photo within 24 hours and your florist will replace them at no cost.'],
        ],
        { spacing: { marginTop: 'LG' } },
      ),
    ],
  },
);

const terms = page(
  'terms-conditions',
  'Terms and conditions',
  { title: 'Terms and conditions | Wattle & Bloom', description: 'The terms that apply when you order flowers and gifts from Wattle & Bloom.' },
  {
    __typename: 'NarrowWidthTemplate',
    contentArea: [
      richText(
        'terms-body',
        null,
        [
          '<p>These terms apply to every order placed with Wattle &amp; Bloom Pty Ltd (ABN 61 004 227 338). By placing an order you agree to them. Nothing in these terms limits your rights under the Australian Consumer Law.</p>',
          '<h2>1. Orders and substitutions</h2><p>Flowers are natural and seasonal. Your florist may substitute flowers of equal or greater value, keeping to the style and colours of your order. Containers and vases may differ from those pictured.</p>',
          '<h2>2. Delivery</h2><p>Same day delivery is available on orders placed before 2pm on weekdays and 10am on Saturdays (local time of the recipient). We do not deliver on Sundays. Luxury hampers are made to order and are delivered from the next day.</p><p>If nobody is home, the florist will leave the order in a safe place or with a neighbour, or leave a card and arrange redelivery.</p>',
          '<h2>3. Prices and payment</h2><p>Prices are in Australian dollars and include GST. Delivery and service fees are shown before you pay.</p>',
          '<h2>4. Cancellations and refunds</h2><p>You can cancel for a full refund until the florist has accepted your order. If your order arrives damaged or not as described, contact us within 24 hours and we will replace or refund it.</p>',
          '<h2>5. Alcohol</h2><p>Alcohol is sold only to people aged 18 or over and is delivered only to a person aged 18 or over.</p>',
          '<h2>6. Overseas orders</h2><p>Overseas orders are fulfilled by partner florists. Delivery times, flower availability and substitutions follow local conditions.</p>',
        ].join(''),
        { width: 'NARROW' },
      ),
    ],
  },
);

const privacy = page(
  'privacy',
  'Privacy policy',
  { title: 'Privacy policy | Wattle & Bloom', description: 'How Wattle & Bloom collects, uses and protects your personal information.' },
  {
    __typename: 'NarrowWidthTemplate',
    contentArea: [
      richText(
        'privacy-body',
        null,
        '<p>We collect the information needed to deliver your order: your name and contact details, the recipient’s name and address, and your card message. We share the recipient’s details only with the florist delivering the order.</p><h2>Marketing</h2><p>We send newsletters and text messages only to people who have asked for them, and every message tells you how to stop them.</p><h2>Payments</h2><p>Card details are handled by our payment provider and never stored on our systems.</p><h2>Your rights</h2><p>You can ask to see or correct the information we hold about you by contacting our customer service team.</p>',
        { width: 'NARROW' },
      ),
    ],
  },
);

const faq = page(
  'faq',
  'Frequently asked questions',
  { title: 'Frequently asked questions | Wattle & Bloom', description: 'Answers about ordering, delivery, overseas flowers and your account.' },
  {
    __typename: 'NarrowWidthTemplate',
    contentArea: [
      accordions('faq-ordering', 'Ordering', [
        ['How late can I order for same day delivery?', 'Order before 2pm on weekdays and before 10am on Saturdays, in the recipient’s local time.'],
        [
          'Can I choose the exact flowers?',
          'Your florist follows the style and colours of the product you choose and may substitute flowers of equal or greater value when something is out of season.',
        ],
        ['Can I send flowers anonymously?', 'Yes. Leave your name out of the card message and we will not add it.'],
      ]),
      accordions(
        'faq-delivery',
        'Delivery',
        [
          ['Do you deliver on Sundays?', 'No. Our florists deliver Monday to Saturday, and on some public holidays.'],
          ['What happens if nobody is home?', 'The florist leaves the flowers in a safe place or with a neighbour, or leaves a card and arranges redelivery.'],
          ['Can you deliver to a hospital?', 'Yes, but some wards do not accept flowers. Please check with the hospital first.'],
        ],
        { spacing: { marginTop: 'LG' } },
      ),
      accordions(
        'faq-overseas',
        'Overseas',
        [
          ['Which countries do you deliver to?', '<p>More than 40 countries. See the <a href="/overseas">full list of destinations</a>.</p>'],
          ['How long does overseas delivery take?', 'Most orders are delivered in one to two business days, depending on the destination.'],
        ],
        { spacing: { marginTop: 'LG' } },
      ),
      ctaCard('faq-cta', 'Still have a question?', 'Our customer service team is here Monday to Friday, 9am to 5pm AEST.', { spacing: { marginTop: 'LG' } }),
    ],
  },
);

const delivery = page(
  'delivery-information',
  'Delivery information',
  { title: 'Delivery information | Wattle & Bloom', description: 'Same day delivery cut-off times, delivery fees, Saturday delivery, hampers and overseas delivery.' },
  {
    __typename: 'ArticleTemplate',
    body: '<p>Your flowers are arranged and delivered by a florist close to the recipient, usually the same day.</p><h2>Cut-off times</h2><ul><li><strong>Monday to Friday</strong>: order before 2pm for same day delivery.</li><li><strong>Saturday</strong>: order before 10am.</li><li><strong>Sunday</strong>: no deliveries. Orders placed on Sunday can be delivered from Monday.</li></ul><h2>Delivery fees</h2><p>The delivery fee depends on the suburb and is shown on the product page as soon as you choose a delivery address and date. Some remote areas attract an extra delivery fee.</p><h2>Hampers</h2><p>Luxury hampers are hand made to order, so they are delivered from the next day onwards.</p><h2>Overseas</h2><p>Overseas orders are delivered by our partner florists, usually within one to two business days.</p>',
    contentArea: [
      accordions(
        'delivery-faq',
        'Delivery questions',
        [
          ['Can I choose a delivery time?', 'Florists deliver between 9am and 6pm. For funerals and events, add the service time to the delivery instructions and the florist will arrive before it.'],
          ['Do you deliver on public holidays?', 'Some florists do. Available dates are shown in the date picker for the suburb you choose.'],
        ],
        { spacing: { marginTop: 'LG' } },
      ),
      ctaCard('delivery-cta', 'Need help with a delivery?', 'Chat with us or send an enquiry and we will track it down.', { spacing: { marginTop: 'LG' } }),
    ],
  },
);

const blog = page(
  'blog',
  'The Wattle & Bloom blog',
  {
    title: 'Flower care, gifting guides and florist stories | Wattle & Bloom blog',
    description: 'Advice from our florists: flower care, what to send for every occasion, seasonal blooms and the stories behind local workrooms.',
  },
  {
    __typename: 'FullWidthTemplate',
    introPanel: introPanel('blog-intro', 'The Wattle & Bloom blog', 'Flower care, gifting guides and stories from the florists who arrange your flowers.', {
      image: image('/images/content/blog.svg', 'Fresh flowers on a florist’s bench', 800, 500),
      backgroundColour: 'SOFT_PINK',
      size: 'SMALL',
    }),
    contentArea: [{ __typename: 'ArticleListing', id: 'blog-articles', heading: null, spacing: { marginTop: 'LG' } }, newsletterBox('blog-newsletter')],
  },
);

const overseas = page(
  'overseas',
  'Send flowers overseas',
  {
    title: 'Send flowers overseas | International flower delivery | Wattle & Bloom',
    description: 'Send flowers from Australia to more than 40 countries, arranged and delivered by trusted local florists.',
  },
  {
    __typename: 'FullWidthTemplate',
    introPanel: introPanel(
      'overseas-intro',
      'Send flowers overseas',
      'Our partner florists deliver to more than 40 countries, usually within one to two business days. Choose a country to see what can be sent there.',
      {
        image: image('/images/content/overseas.svg', 'A bouquet wrapped for travel', 800, 500),
        backgroundColour: 'SAGE',
      },
    ),
    contentArea: [
      { __typename: 'CountryList', id: 'overseas-countries', heading: 'Where would you like to send flowers?', text: 'Filter by the first letter of the country.', spacing: { marginTop: 'LG' } },
      accordions(
        'overseas-faq',
        'Sending flowers overseas',
        [
          ['Who delivers overseas orders?', 'Trusted partner florists in each country, who arrange the flowers locally.'],
          ['Can I pay in Australian dollars?', 'Yes. Prices are shown and charged in Australian dollars.'],
        ],
        { spacing: { marginTop: 'LG' } },
      ),
    ],
  },
);

const guides = page(
  'guides',
  'Flower guides',
  { title: 'Flower guides and florist advice | Wattle & Bloom', description: 'Every guide from our florists, sortable by date and name and filterable by topic and reading time.' },
  {
    __typename: 'FullWidthTemplate',
    introPanel: introPanel('guides-intro', 'Flower guides', 'Every guide our florists have written, in one place. Sort them, filter them by topic and reading time, and find the one you need.', {
      size: 'SMALL',
    }),
    contentArea: [{ __typename: 'ContentListing', id: 'guides-listing', heading: 'All guides', source: 'ARTICLES', spacing: { marginTop: 'LG' } }],
  },
);

const vouchers = page(
  'gift-vouchers',
  'Gift vouchers',
  { title: 'Gift vouchers | Wattle & Bloom', description: 'Let them choose their own flowers with a Wattle & Bloom gift voucher, delivered by email.' },
  {
    __typename: 'GeneralProductTemplate',
    productKey: null,
    detailArea: [
      {
        __typename: 'IntroPanel',
        id: 'vouchers-detail',
        heading: 'Let them choose',
        text: 'A Wattle & Bloom gift voucher is emailed to the recipient on the day you choose and can be spent on any flowers or gifts in the shop within three years.',
        image: image('/images/content/vouchers.svg', 'A gift voucher tied with ribbon beside a posy', 800, 500),
        backgroundColour: 'SOFT_PINK',
        size: 'MEDIUM',
      },
      richText(
        'vouchers-values',
        'Choose a value',
        '<ul><li>$50, $75, $100 or $150</li><li>Emailed with your personal message</li><li>Spend it on anything in the shop, including same day delivery</li></ul><p>To order a voucher, call our customer service team on 1300 727 338 or send an enquiry.</p>',
        { width: 'CONTAINED', spacing: { marginTop: 'MD' } },
      ),
    ],
    contentArea: [
      accordions(
        'vouchers-faq',
        'Gift voucher questions',
        [
          ['How long is a voucher valid?', 'Three years from the day it is sent.'],
          ['Can a voucher be used overseas?', 'Vouchers can be used on Australian orders only.'],
        ],
        { spacing: { marginTop: 'LG' } },
      ),
    ],
  },
);

const sms = page(
  'sms-sign-up',
  'Text message offers',
  { title: 'Sign up for text message offers | Wattle & Bloom', description: 'Get reminders before the big days and members-only offers by text message.' },
  {
    __typename: 'NarrowWidthTemplate',
    contentArea: [
      {
        __typename: 'SmsSignUp',
        id: 'sms-sign-up',
        heading: 'Never miss a big day',
        text: 'Get a reminder before Valentine’s Day and Mother’s Day, and offers that only go to text subscribers. Around two messages a month.',
        listId: 'sms-marketing',
      },
    ],
  },
);

const christmas = page(
  'christmas',
  'Christmas flowers',
  { title: 'Christmas flowers and hampers | Wattle & Bloom', description: 'Christmas bouquets, wreaths and hampers for everyone on your list.' },
  {
    __typename: 'NarrowWidthTemplate',
    contentArea: [richText('christmas-intro', 'Christmas is coming', '<p>Our Christmas range of red roses, Christmas bush and festive hampers arrives on 1 December.</p>', { width: 'NARROW' })],
  },
  { published: false },
);

export function allPages(): Doc[] {
  return [home, about, contact, terms, privacy, faq, delivery, blog, overseas, guides, vouchers, sms, christmas, ...listingPages()];
}
