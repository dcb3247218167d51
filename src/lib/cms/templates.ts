import { z } from 'zod';
import { IntroPanelFields, RawBlock } from './blocks';

/** zod models of the seven page templates (spec 000 section 2). Areas hold raw blocks, checked one by one when rendered. */
const area = z.array(RawBlock);

export const ArticleTemplateModel = z.object({ __typename: z.literal('ArticleTemplate'), body: z.string(), contentArea: area });
export const FullWidthTemplateModel = z.object({ __typename: z.literal('FullWidthTemplate'), introPanel: IntroPanelFields, contentArea: area });
export const NarrowWidthTemplateModel = z.object({ __typename: z.literal('NarrowWidthTemplate'), contentArea: area });
export const TwoColumnTemplateModel = z.object({
  __typename: z.literal('TwoColumnTemplate'),
  primarySide: z.enum(['LEFT', 'RIGHT']),
  primaryArea: area,
  secondaryArea: area,
  bottomArea: area,
});
export const HomeTemplateModel = z.object({
  __typename: z.literal('HomeTemplate'),
  topArea: area,
  showDeliveryBar: z.boolean(),
  mainArea: area,
  bottomArea: area,
});
export const GeneralProductTemplateModel = z.object({
  __typename: z.literal('GeneralProductTemplate'),
  productKey: z.string().nullish(),
  detailArea: area,
  contentArea: area,
});
export const ProductListingTemplateModel = z.object({
  __typename: z.literal('ProductListingTemplate'),
  introPanel: IntroPanelFields,
  topArea: area,
  bottomArea: area,
});

export const TemplateModel = z.discriminatedUnion('__typename', [
  ArticleTemplateModel,
  FullWidthTemplateModel,
  NarrowWidthTemplateModel,
  TwoColumnTemplateModel,
  HomeTemplateModel,
  GeneralProductTemplateModel,
  ProductListingTemplateModel,
]);
export type Template = z.infer<typeof TemplateModel>;
export type TemplateOf<T extends Template['__typename']> = Extract<Template, { __typename: T }>;

/** Needs BLOCK_FRAGMENTS in the same document. */
export const TEMPLATE_FRAGMENT = /* GraphQL */ `
  fragment TemplateParts on Template {
    __typename
    ... on ArticleTemplate { body contentArea { ...BlockParts } }
    ... on FullWidthTemplate { introPanel { ...IntroPanelParts } contentArea { ...BlockParts } }
    ... on NarrowWidthTemplate { contentArea { ...BlockParts } }
    ... on TwoColumnTemplate { primarySide primaryArea { ...BlockParts } secondaryArea { ...BlockParts } bottomArea { ...BlockParts } }
    ... on HomeTemplate { showDeliveryBar topArea { ...BlockParts } mainArea { ...BlockParts } bottomArea { ...BlockParts } }
    ... on GeneralProductTemplate { productKey detailArea { ...BlockParts } contentArea { ...BlockParts } }
    ... on ProductListingTemplate { introPanel { ...IntroPanelParts } topArea { ...BlockParts } bottomArea { ...BlockParts } }
  }
`;
