import { describe, expect, it } from 'vitest';
import { formatPhone, isLocalServiceNumber, isValidMobile, isValidPhone, normalisePhone, phoneFromInput, phoneInputText } from '../../src/lib/domain/phone';

describe('normalisePhone', () => {
  it.each([
    ['0412 345 678', '+61412345678'],
    ['(03) 9123-4567', '+61391234567'],
    ['1800 123 456', '1800123456'],
    ['1300727338', '1300727338'],
    ['61 412 345 678', '+61412345678'],
  ])('turns %s into %s', (value, stored) => {
    expect(normalisePhone(value)).toBe(stored);
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
  it.each([
    ['0412 345 678', true],
    ['+61 412 345 678', true],
    ['03 9123 4567', false],
    ['041234567', false],
    ['+61312345678', false],
  ])('%s is a mobile: %s', (value, mobile) => {
    expect(isValidMobile(value)).toBe(mobile);
  });
});

describe('display and input formatting', () => {
  it.each([
    ['0412345678', '+61 412 345 678'],
    ['1800123456', '1800 123 456'],
  ])('formats %s for display as %s', (value, shown) => {
    expect(formatPhone(value)).toBe(shown);
  });
  it.each([
    ['+61412345678', '412 345 678'],
    ['+61391234567', '3 9123 4567'],
    ['1800123456', '1800 123 456'],
    ['', ''],
  ])('shows stored %s in the text input as %s', (stored, text) => {
    expect(phoneInputText(stored)).toBe(text);
  });
  it.each([
    ['0412 345 678', '+61412345678'],
    ['412 345 678', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['1800 123 456', '1800123456'],
    ['', ''],
    ['1800 123 456 789', '1800123456'],
    ['0412 345 678 99', '+61412345678'],
    ['412 345 678 99', '+61412345678'],
  ])('stores typed %s as %s (Australia by default, cut at 10 digits)', (typed, stored) => {
    expect(phoneFromInput(typed)).toBe(stored);
  });
  it.each([
    ['1300 123 456', true],
    ['0412 345 678', false],
  ])('%s is a 1300/1800 number: %s', (value, local) => {
    expect(isLocalServiceNumber(value)).toBe(local);
  });
});
