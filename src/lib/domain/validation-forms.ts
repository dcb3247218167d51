import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants';

/** Texts and rules of the enquiry, newsletter and SMS forms; their bodies are in src/lib/api/contracts/forms.ts. */

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

export const NEWSLETTER_SUCCESS = 'Thank you, your subscription has been confirmed! Keep an eye on your inbox to see our weekly newsletters.';

export const SMS_CUSTOM_SOURCE = 'Marketing Event';

export const SMS_SUCCESS = 'Thanks for signing up!';
export const SMS_CONSENT_TEXT =
  'By signing up you agree to receive marketing text messages from Wattle & Bloom at the number provided. Consent is not a condition of any purchase. Message frequency varies and message and data rates may apply. Reply STOP to unsubscribe at any time.';
