import { describe, expect, it } from 'vitest';
import { errorMessage, GENERIC_ERROR } from '../../src/lib/domain/errors';

describe('errorMessage', () => {
  it('takes the first value of an errors object first', () => {
    expect(errorMessage({ body: { errors: { email: 'Email is not valid', phone: 'x' }, message: 'm', detail: 'd' }, message: 'own' })).toBe('Email is not valid');
  });
  it('then message, then detail, then the error’s own message', () => {
    expect(errorMessage({ body: { message: 'From message', detail: 'From detail' }, message: 'own' })).toBe('From message');
    expect(errorMessage({ body: { detail: 'From detail' }, message: 'own' })).toBe('From detail');
    expect(errorMessage(new Error('Network down'))).toBe('Network down');
  });
  it('accepts errors given as lists', () => {
    expect(errorMessage({ errors: { code: ['Invalid promo code'] } })).toBe('Invalid promo code');
  });
  it('falls back to the default', () => {
    expect(errorMessage({})).toBe(GENERIC_ERROR);
    expect(errorMessage(undefined, 'Something went wrong, please try again')).toBe('Something went wrong, please try again');
  });
});
