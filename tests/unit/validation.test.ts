import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { differentFrom, email, isStorableText, mobile, name, numberText, postcode, requiredText, select, terms, validate } from '../../src/lib/domain/validation';
import { phone } from '../../src/lib/domain/validation-phone';
import { isHoneypotFilled } from '../../src/lib/domain/validation-forms';
import { EnquiryFieldsModel, NewsletterBodyModel } from '../../src/lib/api/contracts/forms';
import { SmsProfileBodyModel, SmsSubscriptionBodyModel } from '../../src/lib/api/contracts/marketing';

const message = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('shared builders', () => {
  it('required text', () => {
    expect(message(requiredText('Suburb'), '')).toBe('Suburb is required');
    expect(message(requiredText('Suburb'), '   ')).toBe('Suburb is required');
    expect(message(requiredText('Suburb'), undefined)).toBe('Suburb is required');
    expect(message(requiredText('Suburb', 5), 'Fitzroy North')).toBe('Suburb must be at most 5 characters');
    expect(requiredText('Suburb').parse('  Fitzroy ')).toBe('Fitzroy');
  });

  it('name: letters with single hyphens, apostrophes or spaces between words', () => {
    for (const ok of ['Anne', "O'Brien", 'Smith-Jones', 'Mary Anne', 'Zoë', 'Nguyễn']) expect(message(name('First name'), ok)).toBeNull();
    for (const bad of ['Anne2', 'Anne--Marie', "O''Brien", '-Anne', 'A  B', 'J.']) expect(message(name('First name'), bad)).toBe('First name is not valid');
    expect(name('First name').parse(' Anne ')).toBe('Anne');
    expect(message(name('First name'), '')).toBe('First name is required');
  });

  it('select', () => {
    const state = select('State', ['VIC', 'NSW'] as const);
    expect(message(state, '')).toBe('Select State');
    expect(message(state, undefined)).toBe('Select State');
    expect(message(state, 'XYZ')).toBe('Select State');
    expect(state.parse('VIC')).toBe('VIC');
  });

  it('email', () => {
    expect(message(email(), '')).toBe('Email is required');
    expect(message(email(), 'not-an-email')).toBe('Email is not valid');
    expect(message(email(), 'a@b')).toBe('Email is not valid');
    expect(message(email(), `${'a'.repeat(250)}@b.com`)).toBe('Email must be at most 255 characters');
    expect(email().parse(' Jo@Example.COM ')).toBe('jo@example.com');
  });

  it('numbers: digits only, with options', () => {
    expect(message(numberText('Quantity'), '12')).toBeNull();
    expect(message(numberText('Quantity'), '1a')).toBe('Quantity must be a number');
    expect(message(numberText('Quantity'), '-3')).toBe('Quantity must be positive');
    expect(message(numberText('Quantity', { allowNegative: true }), '-3')).toBeNull();
    expect(message(numberText('Quantity'), '007')).toBe('Quantity must be a number');
    expect(message(numberText('Quantity', { allowLeadingZero: true }), '007')).toBeNull();
    expect(message(numberText('Price', { decimals: true }), '12.50')).toBeNull();
    expect(message(numberText('Price', { decimals: true }), '12.505')).toBe('Price must be a number');
    expect(message(numberText('Price'), '12.5')).toBe('Price must be a number');
    expect(message(numberText('Quantity', { min: 1 }), '0')).toBe('Quantity must be greater than or equal to 1');
    expect(message(numberText('Quantity', { max: 9999 }), '10000')).toBe('Quantity must be less than or equal to 9999');
    expect(message(numberText('BSB', { bsb: true }), '063-000')).toBeNull();
    expect(message(numberText('BSB', { bsb: true }), '063000')).toBeNull();
    expect(message(numberText('BSB', { bsb: true }), '06300')).toBe('BSB must be a number');
    expect(message(numberText('Quantity'), '')).toBe('Quantity is required');
    expect(message(numberText('Quantity', { required: false }), '')).toBeNull();
  });

  it('mobile', () => {
    const rule = 'Please enter a valid Australian mobile number, e.g., 04XXXXXXXX, +61XXXXXXXXX';
    expect(message(mobile(), '0412 345 678')).toBeNull();
    expect(message(mobile(), '+61412345678')).toBeNull();
    expect(message(mobile(), '0312345678')).toBe(rule);
    expect(message(mobile(), '')).toBe('Mobile is required');
  });

  it('phone: the Australian rule, at least 10 characters when required, stored as +61', () => {
    const rule = 'Please enter a valid Australian number, e.g., +61 4 1234 5678';
    expect(message(phone(), '')).toBe('Phone number is required');
    expect(message(phone(), '041234567')).toBe(rule);
    expect(message(phone(), '+61 4 1234')).toBe(rule);
    expect(message(phone(), '+61 1 2345 6789')).toBe(rule);
    expect(phone().parse('0412 345 678')).toBe('+61412345678');
    expect(phone().parse('1800 123 456')).toBe('1800123456');
    expect(message(phone('Phone number', { required: false }), '')).toBeNull();
    expect(message(phone('Phone number', { required: false }), '1234')).toBe(rule);
  });

  it('postcode', () => {
    expect(message(postcode(), '3065')).toBeNull();
    expect(message(postcode(), '306')).toBe('Must be 4 digits');
    expect(message(postcode(), '30651')).toBe('Must be 4 digits');
    expect(message(postcode(), 'abcd')).toBe('Must be 4 digits');
    expect(message(postcode(), '')).toBe('Postcode is required');
  });

  it('terms', () => {
    expect(message(terms(), true)).toBeNull();
    expect(message(terms(), false)).toBe("You must accept the provider's terms and conditions");
  });

  it('different-from', () => {
    const schema = z.object({ email: z.string(), confirmEmail: z.string() }).superRefine(differentFrom('confirmEmail', 'email', 'Recipient email', 'your email'));
    expect(validate(schema, { email: 'a@b.com', confirmEmail: 'A@B.com' })).toEqual({ ok: false, errors: { confirmEmail: 'Recipient email cannot be the same as your email' } });
    expect(validate(schema, { email: 'a@b.com', confirmEmail: 'c@d.com' }).ok).toBe(true);
  });
});

const enquiry = {
  firstName: 'Sam',
  lastName: "O'Neil",
  email: 'sam@example.com',
  phoneNumber: '0412 345 678',
  postcode: '3065',
  suburb: 'Fitzroy',
  state: 'VIC',
  description: 'Can you deliver to a hospital?',
};

describe('enquiry form', () => {
  it('accepts a complete enquiry', () => {
    expect(validate(EnquiryFieldsModel, enquiry)).toMatchObject({ ok: true, data: { phoneNumber: '+61412345678' } });
  });
  it('names every missing field', () => {
    const result = validate(EnquiryFieldsModel, {});
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Email is required',
        phoneNumber: 'Phone number is required',
        postcode: 'Postcode is required',
        suburb: 'Suburb is required',
        state: 'Select State',
        description: 'Description is required',
      },
    });
  });
  it('treats the hidden country field as a honeypot', () => {
    expect(isHoneypotFilled({ ...enquiry, country: 'Australia' })).toBe(true);
    expect(isHoneypotFilled({ ...enquiry, country: '' })).toBe(false);
    expect(isHoneypotFilled({ ...enquiry, country: null })).toBe(false);
    expect(isHoneypotFilled(enquiry)).toBe(false);
  });
});

describe('newsletter', () => {
  it('uses its own messages', () => {
    expect(validate(NewsletterBodyModel, { email: '' })).toEqual({ ok: false, errors: { email: 'Email is required' } });
    expect(validate(NewsletterBodyModel, { email: 'nope' })).toEqual({ ok: false, errors: { email: 'Must be a valid email' } });
    expect(validate(NewsletterBodyModel, { email: `${'a'.repeat(250)}@b.com` })).toEqual({ ok: false, errors: { email: 'Email must be at most 255 characters' } });
    expect(validate(NewsletterBodyModel, { email: 'Jo@Example.com' })).toEqual({ ok: true, data: { email: 'jo@example.com', newsletter: true } });
  });
});

describe('SMS sign-up', () => {
  it('checks the profile and the subscription job', () => {
    expect(validate(SmsProfileBodyModel, { type: 'profile', attributes: { email: 'jo@example.com', phone_number: '0412345678' } })).toMatchObject({
      ok: true,
      data: { attributes: { phone_number: '+61412345678' } },
    });
    expect(validate(SmsProfileBodyModel, { type: 'profile', attributes: { email: 'jo@example.com', phone_number: '12' } })).toEqual({
      ok: false,
      errors: { 'attributes.phone_number': 'Please enter a valid Australian number, e.g., +61 4 1234 5678' },
    });
    const job = {
      custom_source: 'Marketing Event',
      list_id: 'sms-marketing',
      profile: { email: 'jo@example.com', phone_number: '+61412345678' },
      subscriptions: { sms: { marketing: { consent: 'SUBSCRIBED' } } },
    };
    expect(validate(SmsSubscriptionBodyModel, job).ok).toBe(true);
    expect(validate(SmsSubscriptionBodyModel, { ...job, custom_source: 'Other' })).toEqual({ ok: false, errors: { custom_source: 'custom_source must be Marketing Event' } });
  });
});

describe('storable text', () => {
  it('refuses NUL and lone surrogates, and takes any other text', () => {
    expect(isStorableText('Happy birthday 🌷\nLove, Ann')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud83c')).toBe(false);
    expect(isStorableText('\udf37b')).toBe(false);
  });
});
