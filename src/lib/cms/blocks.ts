import { z } from 'zod';
import { FeaturedProductModel, ImageModel, NavigationItemModel, ReviewModel, SpacingModel, ToneModel } from './models';

/** zod models of the block types; a block that matches none renders nothing. */
const block = <T extends string, S extends z.ZodRawShape>(typename: T, shape: S) => z.object({ __typename: z.literal(typename), id: z.string(), spacing: SpacingModel, ...shape });

export const RichTextBlock = block('RichText', {
  heading: z.string().nullish(),
  html: z.string(),
  tone: z.string().nullish(),
  width: z.string().nullish(),
});

export const HeroSlideModel = z.object({ heading: z.string(), text: z.string().nullish(), image: ImageModel, link: NavigationItemModel.nullish() });
export type HeroSlide = z.infer<typeof HeroSlideModel>;
export const HeroSliderBlock = block('HeroSlider', {
  heading: z.string().nullish(),
  slides: z.array(HeroSlideModel).min(1),
  interval: z.number().int().min(0).nullish(),
});

export const IntroPanelFields = z.object({
  id: z.string(),
  heading: z.string(),
  text: z.string().nullish(),
  image: ImageModel.nullish(),
  link: NavigationItemModel.nullish(),
  size: z.enum(['SMALL', 'MEDIUM', 'LARGE']).nullish(),
  backgroundColour: z.string().nullish(),
  spacing: SpacingModel,
});
export type IntroPanel = z.infer<typeof IntroPanelFields>;
export const IntroPanelBlock = IntroPanelFields.extend({ __typename: z.literal('IntroPanel') });

export const AccordionGroupBlock = block('AccordionGroup', {
  heading: z.string().nullish(),
  text: z.string().nullish(),
  accordions: z.array(z.object({ title: z.string(), html: z.string() })).min(1),
});

export const ArticleListingBlock = block('ArticleListing', { heading: z.string().nullish(), text: z.string().nullish() });

export const FeaturedProductCarouselBlock = block('FeaturedProductCarousel', {
  heading: z.string().nullish(),
  text: z.string().nullish(),
  products: z.array(FeaturedProductModel).min(1),
  link: NavigationItemModel.nullish(),
});

export const CategoryTileModel = z.object({ link: NavigationItemModel, image: ImageModel.nullish(), description: z.string().nullish() });
export type CategoryTile = z.infer<typeof CategoryTileModel>;
export const FeaturedCategoryGridBlock = block('FeaturedCategoryGrid', {
  heading: z.string().nullish(),
  text: z.string().nullish(),
  categories: z.array(CategoryTileModel).min(1),
});

export const ReviewCarouselBlock = block('ReviewCarousel', { heading: z.string().nullish(), text: z.string().nullish(), reviews: z.array(ReviewModel).min(1) });

export const CountryListBlock = block('CountryList', { heading: z.string().nullish(), text: z.string().nullish() });

export const ContactInfoBlock = block('ContactInfo', {
  heading: z.string().nullish(),
  text: z.string().nullish(),
  phone: z.string().nullish(),
  phoneHours: z.string().nullish(),
  email: z.string().nullish(),
  address: z.string().nullish(),
});

export const CtaCardBlock = block('CtaCard', {
  heading: z.string(),
  text: z.string().nullish(),
  liveChatLabel: z.string().nullish(),
  link: NavigationItemModel.nullish(),
  backgroundColour: ToneModel.nullish(),
});

export const EnquiryFormBlock = block('EnquiryForm', { heading: z.string().nullish(), text: z.string().nullish() });
export const NewsletterBoxBlock = block('NewsletterBox', { heading: z.string().nullish(), text: z.string().nullish(), backgroundColour: ToneModel.nullish() });
export const SmsSignUpBlock = block('SmsSignUp', { heading: z.string().nullish(), text: z.string().nullish(), listId: z.string().min(1) });
export const ShareButtonsBlock = block('ShareButtons', { heading: z.string().nullish() });
export const ContentListingBlock = block('ContentListing', { heading: z.string().nullish(), text: z.string().nullish(), source: z.enum(['ARTICLES']) });

export const KnownBlock = z.discriminatedUnion('__typename', [
  RichTextBlock,
  HeroSliderBlock,
  IntroPanelBlock,
  AccordionGroupBlock,
  ArticleListingBlock,
  FeaturedProductCarouselBlock,
  FeaturedCategoryGridBlock,
  ReviewCarouselBlock,
  CountryListBlock,
  ContactInfoBlock,
  CtaCardBlock,
  EnquiryFormBlock,
  NewsletterBoxBlock,
  SmsSignUpBlock,
  ShareButtonsBlock,
  ContentListingBlock,
]);
export type KnownBlock = z.infer<typeof KnownBlock>;
export type BlockOf<T extends KnownBlock['__typename']> = Extract<KnownBlock, { __typename: T }>;

/** Any block as it arrives; it is checked against KnownBlock when rendered. */
export const RawBlock = z.looseObject({ __typename: z.string() });
export type RawBlock = z.infer<typeof RawBlock>;

export const BLOCK_FRAGMENTS = /* GraphQL */ `
  fragment ImageParts on Image { id src alt title width height blurUrl }
  fragment LinkParts on NavigationItem { text externalLink target type size entity { slug } }
  fragment SpacingParts on Spacing { marginTop marginBottom paddingTop paddingBottom }
  fragment IntroPanelParts on IntroPanel { id heading text image { ...ImageParts } link { ...LinkParts } size backgroundColour spacing { ...SpacingParts } }
  fragment BlockParts on Block {
    __typename
    ... on RichText { id heading html tone width spacing { ...SpacingParts } }
    ... on HeroSlider { id heading interval slides { heading text image { ...ImageParts } link { ...LinkParts } } spacing { ...SpacingParts } }
    ... on IntroPanel { ...IntroPanelParts }
    ... on AccordionGroup { id heading text accordions { title html } spacing { ...SpacingParts } }
    ... on ArticleListing { id heading text spacing { ...SpacingParts } }
    ... on FeaturedProductCarousel { id heading text products { name slug image { ...ImageParts } } link { ...LinkParts } spacing { ...SpacingParts } }
    ... on FeaturedCategoryGrid { id heading text categories { link { ...LinkParts } image { ...ImageParts } description } spacing { ...SpacingParts } }
    ... on ReviewCarousel { id heading text reviews { id author summary rating location } spacing { ...SpacingParts } }
    ... on CountryList { id heading text spacing { ...SpacingParts } }
    ... on ContactInfo { id heading text phone phoneHours email address spacing { ...SpacingParts } }
    ... on CtaCard { id heading text liveChatLabel link { ...LinkParts } backgroundColour spacing { ...SpacingParts } }
    ... on EnquiryForm { id heading text spacing { ...SpacingParts } }
    ... on NewsletterBox { id heading text backgroundColour spacing { ...SpacingParts } }
    ... on SmsSignUp { id heading text listId spacing { ...SpacingParts } }
    ... on ShareButtons { id heading spacing { ...SpacingParts } }
    ... on ContentListing { id heading text source spacing { ...SpacingParts } }
  }
`;
