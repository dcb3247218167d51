import { z } from 'zod';
import { BLOCK_FRAGMENTS, RawBlock } from './blocks';
import { requireContent } from './client';
import { SeoModel, SiteFooterModel, SiteHeaderModel } from './models';

const LAYOUT_QUERY = /* GraphQL */ `
  fragment ImageParts on Image { id src alt title width height blurUrl }
  fragment LinkParts on NavigationItem { text externalLink target type size entity { slug } }
  query Layout {
    siteHeaders(first: 1) {
      logo { ...ImageParts }
      sameDayText
      groups { mainItem { ...LinkParts } subItems { ...LinkParts } featuredProduct { name slug image { ...ImageParts } } }
    }
    siteFooters(first: 1) {
      logo { ...ImageParts }
      summary
      linkGroups { heading width items { ...LinkParts } }
      socialLinks { network url }
      quickLinks { ...LinkParts }
      paymentMethods { name image { ...ImageParts } }
    }
  }
`;

const LayoutModel = z.object({ siteHeaders: z.array(SiteHeaderModel).length(1), siteFooters: z.array(SiteFooterModel).length(1) });

let layout: Promise<{ siteHeader: z.infer<typeof SiteHeaderModel>; siteFooter: z.infer<typeof SiteFooterModel> }> | undefined;

/** Site header and footer, fetched once per build. */
export function getLayout() {
  layout ??= requireContent(LAYOUT_QUERY, {}, LayoutModel).then((d) => ({ siteHeader: d.siteHeaders[0]!, siteFooter: d.siteFooters[0]! }));
  return layout;
}

const HomeTemplateModel = z.object({
  __typename: z.literal('HomeTemplate'),
  topArea: z.array(RawBlock),
  showDeliveryBar: z.boolean(),
  mainArea: z.array(RawBlock),
  bottomArea: z.array(RawBlock),
});

export const PageModel = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  updatedAt: z.string(),
  seo: SeoModel,
  template: z.discriminatedUnion('__typename', [HomeTemplateModel]),
});
export type Page = z.infer<typeof PageModel>;

const PAGE_QUERY = /* GraphQL */ `
  ${BLOCK_FRAGMENTS}
  query Page($slug: String!, $stage: Stage!) {
    page(where: { slug: $slug }, stage: $stage) {
      id slug title updatedAt
      seo { title description noIndex image { ...ImageParts } }
      template {
        __typename
        ... on HomeTemplate { showDeliveryBar topArea { ...BlockParts } mainArea { ...BlockParts } bottomArea { ...BlockParts } }
      }
    }
  }
`;

export async function getPage(slug: string, stage: 'PUBLISHED' | 'DRAFT' = 'PUBLISHED') {
  const data = await requireContent(PAGE_QUERY, { slug, stage }, z.object({ page: PageModel.nullable() }));
  return data.page;
}
