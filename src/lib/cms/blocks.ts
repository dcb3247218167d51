import { z } from 'zod';
import { ImageModel, NavigationItemModel, SpacingModel } from './models';

/** zod models of the block types; a block that matches none renders nothing. */
export const RichTextBlock = z.object({
  __typename: z.literal('RichText'),
  id: z.string(),
  heading: z.string().nullish(),
  html: z.string(),
  tone: z.string().nullish(),
  width: z.string().nullish(),
  spacing: SpacingModel,
});

export const HeroSliderBlock = z.object({
  __typename: z.literal('HeroSlider'),
  id: z.string(),
  slides: z.array(z.object({ heading: z.string(), text: z.string().nullish(), image: ImageModel, link: NavigationItemModel.nullish() })).min(1),
  spacing: SpacingModel,
});

export const IntroPanelBlock = z.object({
  __typename: z.literal('IntroPanel'),
  id: z.string(),
  heading: z.string(),
  text: z.string().nullish(),
  image: ImageModel.nullish(),
  link: NavigationItemModel.nullish(),
  size: z.enum(['SMALL', 'MEDIUM', 'LARGE']).nullish(),
  backgroundColour: z.string().nullish(),
  spacing: SpacingModel,
});

export const KnownBlock = z.discriminatedUnion('__typename', [RichTextBlock, HeroSliderBlock, IntroPanelBlock]);
export type KnownBlock = z.infer<typeof KnownBlock>;

/** Any block as it arrives; it is checked against KnownBlock when rendered. */
export const RawBlock = z.looseObject({ __typename: z.string() });
export type RawBlock = z.infer<typeof RawBlock>;

export const BLOCK_FRAGMENTS = /* GraphQL */ `
  fragment ImageParts on Image { id src alt title width height blurUrl }
  fragment LinkParts on NavigationItem { text externalLink target type size entity { slug } }
  fragment SpacingParts on Spacing { marginTop marginBottom paddingTop paddingBottom }
  fragment BlockParts on Block {
    __typename
    ... on RichText { id heading html tone width spacing { ...SpacingParts } }
    ... on HeroSlider { id slides { heading text image { ...ImageParts } link { ...LinkParts } } spacing { ...SpacingParts } }
    ... on IntroPanel { id heading text image { ...ImageParts } link { ...LinkParts } size backgroundColour spacing { ...SpacingParts } }
  }
`;
