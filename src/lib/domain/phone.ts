import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { DEFAULT_COUNTRY } from './constants';
import { AU_PREFIX, isLocalServiceNumber, localServiceText, normalisePhone } from './phone-text';

export { AU_MAX_DIGITS, isLocalServiceNumber, isValidMobile, MOBILE_MESSAGE, normalisePhone, PHONE_MESSAGE, PHONE_MIN_LENGTH, phoneFromInput, phoneInputText } from './phone-text';

/** The phone rule: Australian numbers (+61, 0…, 1300, 1800) must be real Australian numbers; others must be valid international numbers. */
export function isValidPhone(value: string): boolean {
  const number = normalisePhone(value);
  if (isLocalServiceNumber(number)) return /^1[38]00\d{6}$/.test(number);
  if (!number.startsWith('+')) return false;
  const parsed = parsePhoneNumberFromString(number);
  if (!parsed?.isValid()) return false;
  return number.startsWith(AU_PREFIX) ? parsed.country === DEFAULT_COUNTRY && parsed.nationalNumber.length === 9 : true;
}

/** A number for display: "+61 412 345 678", "(03) 9123 4567" style for local, "1800 123 456". */
export function formatPhone(value: string): string {
  const number = normalisePhone(value);
  if (isLocalServiceNumber(number)) return localServiceText(number);
  const parsed = parsePhoneNumberFromString(number, DEFAULT_COUNTRY);
  return parsed ? parsed.formatInternational() : value;
}
