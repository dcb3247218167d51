import { rememberedRead } from './remembered';
import { z } from 'zod';
import { BLOCK_FRAGMENTS } from './blocks';
import { pageShowsDocuments, pageShowsShell, previewHeaders, requireContent, type ContentStage } from './client';
import { SeoModel, SiteFooterModel, SiteHeaderModel } from './models';
import { TEMPLATE_FRAGMENT, TemplateModel } from './templates';

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

const layout = rememberedRead(() => requireContent(LAYOUT_QUERY, {}, LayoutModel).then((d) => ({ siteHeader: d.siteHeaders[0]!, siteFooter: d.siteFooters[0]! })));

/** Site header and footer, fetched once per render run; the page being rendered shows them. */
export function getLayout(): ReturnType<typeof layout> {
  pageShowsShell();
  return layout();
}

export const PageModel = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  updatedAt: z.string(),
  seo: SeoModel,
  template: TemplateModel,
});
export type Page = z.infer<typeof PageModel>;

const PAGE_QUERY = /* GraphQL */ `
  ${BLOCK_FRAGMENTS}
  ${TEMPLATE_FRAGMENT}
  query Page($slug: String!, $stage: Stage!) {
    page(where: { slug: $slug }, stage: $stage) {
      id slug title updatedAt
      seo { title description noIndex image { ...ImageParts } }
      template { ...TemplateParts }
    }
  }
`;

/** One page by slug, which the page being rendered shows; DRAFT (editors' preview) sends the preview token. */
export async function getPage(slug: string, stage: ContentStage = 'PUBLISHED') {
  const data = await requireContent(PAGE_QUERY, { slug, stage }, z.object({ page: PageModel.nullable() }), previewHeaders(stage));
  if (data.page) pageShowsDocuments(data.page.id);
  return data.page;
}

const PAGE_LIST_QUERY = /* GraphQL */ `
  ${BLOCK_FRAGMENTS}
  ${TEMPLATE_FRAGMENT}
  query Pages($first: Int!, $skip: Int!) {
    pages(first: $first, skip: $skip, orderBy: slug_ASC) {
      id slug title updatedAt
      seo { title description noIndex image { ...ImageParts } }
      template { ...TemplateParts }
    }
  }
`;
const PAGE_BATCH = 100;

/** Every published page with its content (fetched in batches once per render run). */
export const getPublishedPages = rememberedRead(async (): Promise<Page[]> => {
  const pages: Page[] = [];
  for (let skip = 0; ; skip += PAGE_BATCH) {
    const batch = await requireContent(PAGE_LIST_QUERY, { first: PAGE_BATCH, skip }, z.object({ pages: z.array(PageModel) }));
    pages.push(...batch.pages);
    if (batch.pages.length < PAGE_BATCH) return pages;
  }
});

export { pagePath } from './page-path';
