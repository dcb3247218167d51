/**
 * The phone rules that need no numbering-plan data (spec 001 section 5.8):
 * what the phone field shows and keeps as it is typed. Checking a number
 * against the plans (libphonenumber) is in phone.ts, loaded with a form's
 * rules.
 */

/** The message of the phone rule (spec 001 section 5.8). */
export const PHONE_MESSAGE = 'Please enter a valid Australian number, e.g., +61 4 1234 5678';
export const MOBILE_MESSAGE = 'Please enter a valid Australian mobile number, e.g., 04XXXXXXXX, +61XXXXXXXXX';
/** A required phone number needs at least this many characters. */
export const PHONE_MIN_LENGTH = 10;
/** Australian numbers (+61, 1300, 1800) have at most 10 digits. */
export const AU_MAX_DIGITS = 10;

export const AU_PREFIX = '+61';
const LOCAL_SERVICE = /^1[38]00/;

export const compact = (value: string) => value.replace(/[\s\-().]/g, '');

/** Whether a number is a 1300 or 1800 number (a local 10-digit number, never +61). */
export function isLocalServiceNumber(value: string): boolean {
  return LOCAL_SERVICE.test(compact(value));
}

/**
 * The stored form of a typed phone number: spaces removed, a leading 0
 * becomes +61, 1300/1800 numbers stay local. Other input is returned compact.
 */
export function normalisePhone(value: string): string {
  const digits = compact(value);
  if (isLocalServiceNumber(digits)) return digits;
  if (/^0\d/.test(digits)) return `${AU_PREFIX}${digits.slice(1)}`;
  if (/^61\d{9}$/.test(digits)) return `+${digits}`;
  return digits;
}

/** A 1300/1800 number grouped for reading: "1800 123 456". */
export const localServiceText = (number: string) => number.replace(/^(\d{4})(\d{3})(\d{0,3}).*$/, '$1 $2 $3').trim();

/** Australian mobile: 04 and 8 digits, or +614 and 8 digits; spaces are ignored. */
export function isValidMobile(value: string): boolean {
  return /^(04\d{8}|\+614\d{8})$/.test(value.replace(/\s/g, ''));
}

/**
 * What the phone text input shows for a stored value: +61 and spaces
 * stripped, the rest grouped ("412 345 678", "3 9123 4567", "1800 123 456").
 */
export function phoneInputText(value: string): string {
  const digits = compact(value);
  if (isLocalServiceNumber(digits)) return localServiceText(digits);
  const national = digits.startsWith(AU_PREFIX) ? digits.slice(AU_PREFIX.length) : digits.replace(/^0/, '');
  if (/^4/.test(national)) return national.replace(/^(\d{3})(\d{0,3})(\d{0,3}).*$/, '$1 $2 $3').trim();
  return national.replace(/^(\d)(\d{0,4})(\d{0,4}).*$/, '$1 $2 $3').trim();
}

/**
 * The value kept for what was typed in the phone text input (Australia is
 * the default country): 1300/1800 numbers stay local, anything else gets +61,
 * and Australian numbers are cut at 10 digits.
 */
export function phoneFromInput(text: string): string {
  const typed = compact(text).replace(/[^\d+]/g, '');
  if (typed === '') return '';
  if (isLocalServiceNumber(typed)) return typed.slice(0, AU_MAX_DIGITS);
  let digits = typed.startsWith(AU_PREFIX) ? typed.slice(AU_PREFIX.length) : typed.replace(/^\+/, '');
  if (digits.startsWith('0')) digits = digits.slice(0, AU_MAX_DIGITS).slice(1);
  else digits = digits.slice(0, AU_MAX_DIGITS - 1);
  return `${AU_PREFIX}${digits}`;
}
