import { z } from 'zod';

/** zod models of what the content API returns: every answer is parsed here. */
export const ImageModel = z.object({
  id: z.string().nullish(),
  src: z.string(),
  alt: z.string().nullish(),
  title: z.string().nullish(),
  width: z.number().int().nullish(),
  height: z.number().int().nullish(),
  blurUrl: z.string().nullish(),
});
export type Image = z.infer<typeof ImageModel>;

export const NavigationItemModel = z.object({
  text: z.string(),
  entity: z.object({ slug: z.string() }).nullish(),
  externalLink: z.string().nullish(),
  target: z.enum(['SELF', 'BLANK']).nullish(),
  type: z.string().nullish(),
  size: z.string().nullish(),
});
export type NavigationItem = z.infer<typeof NavigationItemModel>;

export const SpacingModel = z
  .object({
    marginTop: z.string().nullish(),
    marginBottom: z.string().nullish(),
    paddingTop: z.string().nullish(),
    paddingBottom: z.string().nullish(),
  })
  .nullish();
export type Spacing = z.infer<typeof SpacingModel>;

export const SiteHeaderModel = z.object({
  logo: ImageModel,
  sameDayText: z.string().nullish(),
  groups: z.array(
    z.object({
      mainItem: NavigationItemModel,
      subItems: z.array(NavigationItemModel),
      featuredProduct: z.object({ name: z.string(), slug: z.string(), image: ImageModel.nullish() }).nullish(),
    }),
  ),
});
export type SiteHeader = z.infer<typeof SiteHeaderModel>;

export const GroupWidthModel = z.enum(['FULL', 'HALF', 'ONE_THIRD', 'ONE_FOURTH']);
export const SocialNetworkModel = z.enum(['FACEBOOK', 'INSTAGRAM', 'YOUTUBE', 'PINTEREST', 'TWITTER', 'TIKTOK']);
export type SocialNetwork = z.infer<typeof SocialNetworkModel>;

export const SiteFooterModel = z.object({
  logo: ImageModel,
  summary: z.string(),
  linkGroups: z.array(z.object({ heading: z.string(), width: GroupWidthModel, items: z.array(NavigationItemModel) })),
  socialLinks: z.array(z.object({ network: SocialNetworkModel, url: z.string() })),
  quickLinks: z.array(NavigationItemModel),
  paymentMethods: z.array(z.object({ name: z.string(), image: ImageModel })),
});
export type SiteFooter = z.infer<typeof SiteFooterModel>;

export const SeoModel = z.object({ title: z.string().nullish(), description: z.string().nullish(), image: ImageModel.nullish(), noIndex: z.boolean().nullish() }).nullish();
export type Seo = z.infer<typeof SeoModel>;

export const ToneModel = z.enum(['WHITE', 'CREAM', 'SOFT_PINK', 'SAGE', 'PLUM']);
export type Tone = z.infer<typeof ToneModel>;

export const FeaturedProductModel = z.object({ name: z.string(), slug: z.string(), image: ImageModel.nullish() });
export type FeaturedProduct = z.infer<typeof FeaturedProductModel>;

export const ReviewRatingModel = z.enum(['One', 'Two', 'Three', 'Four', 'Five']);
export type ReviewRating = z.infer<typeof ReviewRatingModel>;

export const ReviewModel = z.object({ id: z.string(), author: z.string(), summary: z.string(), rating: ReviewRatingModel, location: z.string().nullish() });
export type Review = z.infer<typeof ReviewModel>;

export const ArticleCategoryModel = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type ArticleCategory = z.infer<typeof ArticleCategoryModel>;

/** What an article card shows (spec 000 section 3). */
export const ArticleCardModel = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  readingTime: z.number().int(),
  publishedAt: z.string(),
  thumbnail: ImageModel,
  articleCategories: z.array(ArticleCategoryModel),
});
export type ArticleCard = z.infer<typeof ArticleCardModel>;

export const CountryCardModel = z.object({ id: z.string(), name: z.string(), isoCode: z.string(), slug: z.string(), flag: ImageModel, region: z.string().nullish() });
export type CountryCard = z.infer<typeof CountryCardModel>;
