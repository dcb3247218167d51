import { z } from 'zod';
import { isValidPhone, normalisePhone, PHONE_MESSAGE, PHONE_MIN_LENGTH } from './phone';
import { requiredText } from './validation';

/**
 * The phone rule: required numbers need at least 10 characters; numbers
 * must be valid Australian ones (+61, 0…, 1300, 1800) or valid international ones.
 * The parsed value is the stored form (+61…, or a local 1300/1800 number).
 */
export function phone(field = 'Phone number', { required = true } = {}) {
  const rule = (v: string) => v === '' || (v.replace(/\s/g, '').length >= PHONE_MIN_LENGTH && isValidPhone(v));
  const stored = (v: string) => (v === '' ? v : normalisePhone(v));
  if (required) return requiredText(field, 20).refine(rule, { error: PHONE_MESSAGE }).transform(stored);
  return z.string().trim().max(20, { error: PHONE_MESSAGE }).refine(rule, { error: PHONE_MESSAGE }).transform(stored);
}
