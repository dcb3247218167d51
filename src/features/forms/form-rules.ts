import { z } from 'zod';

/**
 * The rules and answers of the content pages' forms, loaded when a shopper
 * first uses one (they carry zod and the phone numbering plans, which the
 * pages themselves do without).
 */
export { EnquiryFieldsModel, NewsletterBodyModel } from '../../lib/api/contracts/forms';
export { MarketingCreatedModel, SmsSignUpFieldsModel } from '../../lib/api/contracts/marketing';

export const NewsletterReplyModel = z.object({ message: z.string() });
export const EnquiryReplyModel = z.object({ message: z.string(), detail: z.string().optional() });
