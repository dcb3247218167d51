import { describe, expect, it } from 'vitest';
import { formatPhone, isLocalServiceNumber, isValidMobile, isValidPhone, normalisePhone, phoneFromInput, phoneInputText } from '../../src/lib/domain/phone';

describe('normalisePhone', () => {
  it('turns a leading 0 into +61 and drops spaces', () => {
    expect(normalisePhone('0412 345 678')).toBe('+61412345678');
    expect(normalisePhone('(03) 9123-4567')).toBe('+61391234567');
  });
  it('keeps 1800 and 1300 numbers local', () => {
    expect(normalisePhone('1800 123 456')).toBe('1800123456');
    expect(normalisePhone('1300727338')).toBe('1300727338');
  });
  it('adds the plus to 61 followed by nine digits', () => {
    expect(normalisePhone('61 412 345 678')).toBe('+61412345678');
  });
});

describe('isValidPhone', () => {
  it.each(['+61 4 1234 5678', '0412345678', '+61412345678', '03 9123 4567', '(02) 9876 5432', '1800 123 456', '1300727338', '+64 21 123 4567', '+44 20 7946 0958'])('accepts %s', (value) => {
    expect(isValidPhone(value)).toBe(true);
  });
  it.each(['', '12345', '0412 345 67', '+61 4123', '+61 412 345 6789', '1800 123 45', '1800 123 4567', 'abcdefghij', '412345678', '+1 555'])('rejects %s', (value) => {
    expect(isValidPhone(value)).toBe(false);
  });
});

describe('isValidMobile', () => {
  it('accepts 04 plus 8 digits and the +61 form, ignoring spaces', () => {
    expect(isValidMobile('0412 345 678')).toBe(true);
    expect(isValidMobile('+61 412 345 678')).toBe(true);
  });
  it('rejects landlines and short numbers', () => {
    expect(isValidMobile('03 9123 4567')).toBe(false);
    expect(isValidMobile('041234567')).toBe(false);
    expect(isValidMobile('+61312345678')).toBe(false);
  });
});

describe('display and input formatting', () => {
  it('formats numbers for display', () => {
    expect(formatPhone('0412345678')).toBe('+61 412 345 678');
    expect(formatPhone('1800123456')).toBe('1800 123 456');
  });
  it('shows the stored value in the text input without +61 and grouped', () => {
    expect(phoneInputText('+61412345678')).toBe('412 345 678');
    expect(phoneInputText('+61391234567')).toBe('3 9123 4567');
    expect(phoneInputText('1800123456')).toBe('1800 123 456');
    expect(phoneInputText('')).toBe('');
  });
  it('turns what was typed into the stored value, Australia by default', () => {
    expect(phoneFromInput('0412 345 678')).toBe('+61412345678');
    expect(phoneFromInput('412 345 678')).toBe('+61412345678');
    expect(phoneFromInput('+61 412 345 678')).toBe('+61412345678');
    expect(phoneFromInput('1800 123 456')).toBe('1800123456');
    expect(phoneFromInput('')).toBe('');
  });
  it('cuts Australian numbers at 10 digits', () => {
    expect(phoneFromInput('1800 123 456 789')).toBe('1800123456');
    expect(phoneFromInput('0412 345 678 99')).toBe('+61412345678');
    expect(phoneFromInput('412 345 678 99')).toBe('+61412345678');
  });
  it('knows 1300 and 1800 numbers', () => {
    expect(isLocalServiceNumber('1300 123 456')).toBe(true);
    expect(isLocalServiceNumber('0412 345 678')).toBe(false);
  });
});
