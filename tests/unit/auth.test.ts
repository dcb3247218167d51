import { describe, expect, it } from 'vitest';
import { safeReturnTo, tooManyAttemptsText } from '../../src/lib/domain/auth';
import { LoginBodyModel, RegisterBodyModel } from '../../src/lib/api/contracts/auth';
import { UpdatePasswordBodyModel } from '../../src/lib/api/contracts/account';
import { validate } from '../../src/lib/domain/validation';

describe('returnTo after sign-in', () => {
  it.each([
    ['/myaccount/myfavourites/', '/myaccount/myfavourites/'],
    ['/flowers/roses-in-garden-party?size=Standard#reviews', '/flowers/roses-in-garden-party?size=Standard#reviews'],
    ['/', '/'],
  ])('keeps the site path %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each(['https://evil.example.com/', '//evil.example.com/path', '/\\evil.example.com', 'javascript:alert(1)', 'myaccount', '/login?returnTo=/myaccount', '/register', '', null, undefined])(
    'refuses %j and goes to the account home',
    (value) => {
      expect(safeReturnTo(value)).toBe('/myaccount');
    },
  );

  it('never leaves the site, even for paths that normalise to another host', () => {
    expect(safeReturnTo('/\t/evil.example.com')).toBe('/myaccount');
    expect(safeReturnTo('/..//evil.example.com')).toBe('/myaccount');
    expect(safeReturnTo('/%0d%0aSet-Cookie:x')).toBe('/%0d%0aSet-Cookie:x');
  });
});

describe('sign-in and registration rules', () => {
  it('sign-in needs an email and a password, never trimmed', () => {
    expect(validate(LoginBodyModel, { email: '', password: '' })).toEqual({ ok: false, errors: { email: 'Email is required', password: 'Password is required' } });
    expect(validate(LoginBodyModel, { email: 'Ann@Example.com ', password: ' secret ' })).toEqual({ ok: true, data: { email: 'ann@example.com', password: ' secret ' } });
  });

  it('registration: names, a 10-character password unlike the email, confirmed', () => {
    const base = { firstName: 'Ann', lastName: "O'Neil", email: 'ann@example.com', password: 'Long-Enough-1', confirmPassword: 'Long-Enough-1' };
    expect(validate(RegisterBodyModel, base).ok).toBe(true);
    expect(validate(RegisterBodyModel, { ...base, password: 'short', confirmPassword: 'short' })).toMatchObject({ errors: { password: 'Password must be at least 10 characters' } });
    expect(validate(RegisterBodyModel, { ...base, password: 'ann@example.com', confirmPassword: 'ann@example.com' })).toMatchObject({ errors: { password: 'Password cannot be the same as Email' } });
    expect(validate(RegisterBodyModel, { ...base, confirmPassword: 'Long-Enough-2' })).toMatchObject({ errors: { confirmPassword: 'Passwords do not match' } });
    expect(validate(RegisterBodyModel, { ...base, firstName: 'Ann--Marie' })).toMatchObject({ errors: { firstName: 'First name is not valid' } });
  });

  it('a new password differs from the current one', () => {
    expect(validate(UpdatePasswordBodyModel, { currentPassword: 'Old-Password-1', newPassword: 'Old-Password-1', confirmPassword: 'Old-Password-1' })).toMatchObject({
      errors: { newPassword: 'New password cannot be the same as Current password' },
    });
  });

  it('says how long to wait in whole seconds, or whole minutes from a minute on', () => {
    expect(tooManyAttemptsText(1)).toBe('Too many sign-in attempts. Please wait 1 second and try again.');
    expect(tooManyAttemptsText(30)).toBe('Too many sign-in attempts. Please wait 30 seconds and try again.');
    expect(tooManyAttemptsText(60)).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
    expect(tooManyAttemptsText(601)).toBe('Too many sign-in attempts. Please wait 11 minutes and try again.');
  });
});

describe('roles from an external provider', () => {
  it('takes an array or a space- or comma-separated string, keeping only the shop roles', async () => {
    const { rolesFromClaim } = await import('../../src/server/auth/oidc');
    expect(rolesFromClaim(['Florist', 'floristowner', 'admin'])).toEqual(['florist', 'floristowner']);
    expect(rolesFromClaim('customer, flowerline')).toEqual(['customer', 'flowerline']);
    expect(rolesFromClaim(undefined)).toEqual([]);
    expect(rolesFromClaim(42)).toEqual([]);
  });
});
