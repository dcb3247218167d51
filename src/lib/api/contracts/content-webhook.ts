import { z } from 'zod';

/** The content models a publish webhook may name (the GraphQL type of each). */
export const WEBHOOK_MODELS = ['Page', 'SiteHeader', 'SiteFooter', 'ArticleCategory', 'Article', 'Country', 'Review'] as const;

/**
 * POST /api/content/webhook: a hosted CMS's publish webhook, in the shape of
 * the CMS dialect the shop speaks: the operation, and the document (its model
 * as `__typename`, its id and stage). Other fields of the document are kept
 * by the CMS and ignored here.
 */
export const ContentWebhookModel = z.object({
  operation: z.enum(['create', 'update', 'delete', 'publish', 'unpublish']),
  data: z.looseObject({
    __typename: z.enum(WEBHOOK_MODELS),
    id: z.string().min(1).max(200),
    stage: z.enum(['DRAFT', 'PUBLISHED']).optional(),
  }),
});
export type ContentWebhook = z.infer<typeof ContentWebhookModel>;
