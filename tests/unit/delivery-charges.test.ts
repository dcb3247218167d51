import { describe, expect, it } from 'vitest';
import { knownDay } from '../../src/lib/domain/calendar-day';
import { LOCAL_SERVICE_FEE_CENTS, OVERSEAS_DELIVERY_CENTS, OVERSEAS_SERVICE_FEE_CENTS, SATURDAY_SURCHARGE_CENTS, type Destination } from '../../src/lib/domain/availability';
import { deliveryCharges } from '../../src/lib/domain/delivery-charges';
import { CUSTOM_PRICE_MAX_CENTS, priceCents } from '../../src/lib/domain/price-input';

const kew: Destination = { kind: 'suburb', state: 'VIC', openDays: 0b1111110, deliveryFeeCents: 1495, zone: 'metro' };
const remote: Destination = { kind: 'suburb', state: 'VIC', openDays: 0b1111110, deliveryFeeCents: 1995, zone: 'regional' };
const nz: Destination = { kind: 'country', isoCode: 'NZ', partner: 'gfs' };
const florist = { thirdPartySource: null, isHamper: false };
const FRIDAY = knownDay('2026-11-27');
const SATURDAY = knownDay('2026-11-28');

describe('delivery charges of a cart', () => {
  it('charges one delivery and one service fee for lines going to the same place on the same day', () => {
    const line = { product: florist, destination: kew, destinationKey: 'kew', date: FRIDAY };
    expect(deliveryCharges([line, line, line])).toEqual({ deliveryCents: 1495, serviceFeeCents: LOCAL_SERVICE_FEE_CENTS, deliveries: 1 });
  });

  it('charges each separate delivery, the highest fee of each, and the Saturday surcharge once per Saturday delivery', () => {
    const charges = deliveryCharges([
      { product: florist, destination: kew, destinationKey: 'kew', date: FRIDAY },
      { product: florist, destination: remote, destinationKey: 'kew', date: FRIDAY },
      { product: florist, destination: kew, destinationKey: 'kew', date: SATURDAY },
    ]);
    expect(charges).toEqual({ deliveryCents: 1995 + 1495 + SATURDAY_SURCHARGE_CENTS, serviceFeeCents: 2 * LOCAL_SERVICE_FEE_CENTS, deliveries: 2 });
  });

  it('charges overseas delivery and its fee', () => {
    expect(deliveryCharges([{ product: { thirdPartySource: 'gfs', isHamper: false }, destination: nz, destinationKey: 'NZ', date: FRIDAY }])).toEqual({
      deliveryCents: OVERSEAS_DELIVERY_CENTS,
      serviceFeeCents: OVERSEAS_SERVICE_FEE_CENTS,
      deliveries: 1,
    });
  });

  it('charges nothing for an empty cart', () => {
    expect(deliveryCharges([])).toEqual({ deliveryCents: 0, serviceFeeCents: 0, deliveries: 0 });
  });
});

describe('typed prices', () => {
  const parse = (value: unknown) => priceCents('Price').safeParse(value);
  it.each([
    [85, 8500],
    ['85', 8500],
    ['85.5', 8550],
    ['085.50', 8550],
    [0, 0],
    ['0.01', 1],
    [12.34, 1234],
    [CUSTOM_PRICE_MAX_CENTS / 100, CUSTOM_PRICE_MAX_CENTS],
  ])('reads %j as %d cents', (value, cents) => {
    expect(parse(value)).toMatchObject({ success: true, data: cents });
  });

  it.each([
    ['', 'Price is required'],
    [null, 'Price is required'],
    ['abc', 'Price must be a number'],
    ['1e3', 'Price must be a number'],
    [Number.NaN, 'Price must be a number'],
    [Infinity, 'Price must be a number'],
    ['-5', 'Price must be positive'],
    [-5, 'Price must be positive'],
    ['1.234', 'Price can have at most 2 decimal places'],
    [10000, 'Price must be less than or equal to 9999.99'],
  ])('refuses %j: %s', (value, message) => {
    const result = parse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
