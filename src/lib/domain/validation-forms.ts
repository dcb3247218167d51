import { z } from 'zod';
import { AUSTRALIAN_STATES, EMAIL_MAX_LENGTH } from './constants';
import { email, name, phone, postcode, requiredText, select } from './validation';

/** The enquiry form (spec 000 section 5). `country` is a hidden honeypot. */
export const enquirySchema = z.object({
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
export type Enquiry = z.output<typeof enquirySchema>;
export const ENQUIRY_SUCCESS = 'Thank you for your enquiry!';
export const ENQUIRY_SUCCESS_DETAIL = 'A member of our customer service team will contact you as soon as possible.';

/** A honeypot a person never sees; anything in it means a robot sent the form. */
export function isHoneypotFilled(body: unknown): boolean {
  const value = body && typeof body === 'object' ? (body as { country?: unknown }).country : undefined;
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/** The newsletter box: its own email messages (spec 000 section 5). */
export const newsletterEmail = () =>
  z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required' })
    .max(EMAIL_MAX_LENGTH, { error: `Email must be at most ${EMAIL_MAX_LENGTH} characters` })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, { error: 'Must be a valid email' })
    .transform((v) => v.toLowerCase());

export const newsletterSchema = z.object({
  email: newsletterEmail(),
  newsletter: z.literal(true, { error: 'newsletter must be true' }).default(true),
});
export const NEWSLETTER_SUCCESS = 'Thank you, your subscription has been confirmed! Keep an eye on your inbox to see our weekly newsletters.';

/** The fields a shopper fills in the SMS sign-up box. */
export const smsSignUpFieldsSchema = z.object({
  email: email(),
  phoneNumber: phone('Phone number'),
});

/** SMS step 1: the marketing provider's profile. */
export const smsProfileSchema = z.object({
  type: z.literal('profile', { error: 'type must be profile' }),
  attributes: z.object({ email: email(), phone_number: phone('Phone number') }, { error: 'attributes are required' }),
});

export const SMS_CUSTOM_SOURCE = 'Marketing Event';

/** SMS step 2: the bulk subscription job giving SMS marketing consent for a list. */
export const smsSubscriptionSchema = z.object({
  custom_source: z.literal(SMS_CUSTOM_SOURCE, { error: `custom_source must be ${SMS_CUSTOM_SOURCE}` }),
  list_id: requiredText('List id', 64).regex(/^[\w-]+$/, { error: 'List id is not valid' }),
  profile: z.object({ email: email(), phone_number: phone('Phone number') }, { error: 'profile is required' }),
  subscriptions: z.object(
    { sms: z.object({ marketing: z.object({ consent: z.literal('SUBSCRIBED', { error: 'consent must be SUBSCRIBED' }) }) }) },
    { error: 'subscriptions are required' },
  ),
});
export const SMS_SUCCESS = 'Thanks for signing up!';
export const SMS_CONSENT_TEXT =
  'By signing up you agree to receive marketing text messages from Wattle & Bloom at the number provided. Consent is not a condition of any purchase. Message frequency varies and message and data rates may apply. Reply STOP to unsubscribe at any time.';
