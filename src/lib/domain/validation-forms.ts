/** Texts and rules of the enquiry, newsletter and SMS forms; their bodies are in src/lib/api/contracts/forms.ts (no schema library here: the forms' pages load these with the page). */

export const ENQUIRY_SUCCESS = 'Thank you for your enquiry!';
export const ENQUIRY_SUCCESS_DETAIL = 'A member of our customer service team will contact you as soon as possible.';

/** A honeypot a person never sees; anything in it means a robot sent the form. */
export function isHoneypotFilled(body: unknown): boolean {
  const value = body && typeof body === 'object' ? (body as { country?: unknown }).country : undefined;
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

export const NEWSLETTER_SUCCESS = 'Thank you, your subscription has been confirmed! Keep an eye on your inbox to see our weekly newsletters.';

export const SMS_CUSTOM_SOURCE = 'Marketing Event';

export const SMS_SUCCESS = 'Thanks for signing up!';
export const SMS_CONSENT_TEXT =
  'By signing up you agree to receive marketing text messages from Wattle & Bloom at the number provided. Consent is not a condition of any purchase. Message frequency varies and message and data rates may apply. Reply STOP to unsubscribe at any time.';
