import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants';
export { errorsByField, validate } from './validation-result';
import { isValidMobile, MOBILE_MESSAGE } from './phone-text';

/**
 * The shared validation builders (spec 001 section 5.8). Each returns a zod
 * schema whose messages are the spec's; forms and API routes use the same
 * builders, so the browser and the server say the same thing.
 */
const TEXT_MAX = 255;

export const requiredMessage = (field: string) => `${field} is required`;

/** Required text: '{field} is required'. Whitespace alone counts as empty. */
export function requiredText(field: string, max = TEXT_MAX) {
  return z
    .string({ error: requiredMessage(field) })
    .trim()
    .min(1, { error: requiredMessage(field) })
    .max(max, { error: `${field} must be at most ${max} characters` });
}

/**
 * The storable-text rule (docs/adr/0400-storable-text-at-the-edge.md): no
 * U+0000 (Postgres text has no NUL) and no lone UTF-16 surrogate (it has no
 * UTF-8 form). The API refuses such text at the edge; models that take free
 * text (a card message) check it too, so the form says the same.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}

export const notStorableMessage = (field: string) => `${field} contains a character that is not allowed`;

/** Optional text: empty becomes undefined. */
export function optionalText(field: string, max = TEXT_MAX) {
  return z
    .string({ error: `${field} is not valid` })
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` })
    .nullish()
    .transform((v) => (v ? v : undefined));
}

const NAME = /^\p{L}+(?:[ '’-]\p{L}+)*$/u;

/** Name: letters, with single hyphens, apostrophes or spaces between words. */
export function name(field: string, max = 100) {
  return requiredText(field, max).regex(NAME, { error: `${field} is not valid` });
}

/** Select: 'Select {field}' when nothing (or something not offered) is chosen. */
export function select<const T extends readonly [string, ...string[]]>(field: string, options: T) {
  return z.enum(options, { error: `Select ${field}` });
}

export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Email is not valid';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Email: 'Email is required', 'Email is not valid'; at most 255 characters. */
export function email() {
  return z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .min(1, { error: EMAIL_REQUIRED })
    .max(EMAIL_MAX_LENGTH, { error: `Email must be at most ${EMAIL_MAX_LENGTH} characters` })
    .regex(EMAIL, { error: EMAIL_INVALID })
    .transform((v) => v.toLowerCase());
}

export interface NumberOptions {
  allowLeadingZero?: boolean;
  allowNegative?: boolean;
  /** A bank BSB: 6 digits with an optional hyphen after the first 3. */
  bsb?: boolean;
  /** Up to 2 decimal places. */
  decimals?: boolean;
  min?: number;
  max?: number;
  required?: boolean;
}

/** Number fields take digits only, with the options of spec 001 section 5.8. */
export function numberText(field: string, options: NumberOptions = {}) {
  const { allowLeadingZero = false, allowNegative = false, bsb = false, decimals = false, min, max, required = true } = options;
  const base = required ? requiredText(field, 32) : z.string().trim().max(32);
  return base.superRefine((raw, ctx) => {
    if (raw === '') return;
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message: `${field} ${message}` });
    if (bsb) {
      if (!/^\d{3}-?\d{3}$/.test(raw)) issue('must be a number');
      return;
    }
    const pattern = decimals ? /^-?\d+(\.\d{1,2})?$/ : /^-?\d+$/;
    if (!pattern.test(raw)) return issue('must be a number');
    if (raw.startsWith('-') && !allowNegative) return issue('must be positive');
    const unsigned = raw.replace(/^-/, '');
    if (!allowLeadingZero && unsigned.length > 1 && unsigned.startsWith('0') && !unsigned.startsWith('0.')) return issue('must be a number');
    const value = Number(raw);
    if (min !== undefined && value < min) return issue(`must be greater than or equal to ${min}`);
    if (max !== undefined && value > max) return issue(`must be less than or equal to ${max}`);
  });
}

/** Australian mobile: 04 plus 8 digits or the +61 form; spaces ignored. */
export function mobile(field = 'Mobile') {
  return requiredText(field, 20).refine(isValidMobile, { error: MOBILE_MESSAGE });
}

/** Postcode: exactly 4 digits. */
export function postcode(field = 'Postcode') {
  return requiredText(field, 4 + 10).regex(/^\d{4}$/, { error: 'Must be 4 digits' });
}

/** Terms: must be ticked. */
export function terms() {
  return z.literal(true, { error: "You must accept the provider's terms and conditions" });
}

/**
 * Different-from rule for an object schema: '{field} cannot be the same as
 * {other}' on `key` when both values are equal (case-insensitive).
 */
export function differentFrom<T extends Record<string, unknown>>(key: keyof T & string, otherKey: keyof T & string, field: string, other: string) {
  return (values: T, ctx: z.RefinementCtx) => {
    const a = values[key];
    const b = values[otherKey];
    if (typeof a === 'string' && typeof b === 'string' && a !== '' && a.trim().toLowerCase() === b.trim().toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: [key], message: `${field} cannot be the same as ${other}` });
    }
  };
}
