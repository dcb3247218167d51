import { z } from 'zod';
import { AUSTRALIAN_STATES, EMAIL_MAX_LENGTH } from '../../domain/constants';
import { email, name, postcode, requiredText, select } from '../../domain/validation';
import { phone } from '../../domain/validation-phone';

/** The newsletter box: its own email messages (spec 000 section 5). */
const newsletterEmail = () =>
  z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required' })
    .max(EMAIL_MAX_LENGTH, { error: `Email must be at most ${EMAIL_MAX_LENGTH} characters` })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, { error: 'Must be a valid email' })
    .transform((v) => v.toLowerCase());

/** The enquiry form's fields (spec 000 section 5). `country` is a hidden honeypot. */
export const EnquiryFieldsModel = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: email(),
  phoneNumber: phone('Phone number'),
  postcode: postcode(),
  suburb: requiredText('Suburb', 100),
  state: select('State', AUSTRALIAN_STATES),
  description: requiredText('Description', 2000),
  country: z.string().max(200).nullish(),
});
export type Enquiry = z.output<typeof EnquiryFieldsModel>;

/** Body of POST /api/enquiries: the fields and the page the form was sent from. */
export const EnquiryBodyModel = EnquiryFieldsModel.extend({ pagePath: z.string().max(300).regex(/^\//, { error: 'pagePath must be a path' }).nullish() });

/** Body of POST /api/newsletter-subscriptions. */
export const NewsletterBodyModel = z.object({
  email: newsletterEmail(),
  newsletter: z.literal(true, { error: 'newsletter must be true' }).default(true),
});
