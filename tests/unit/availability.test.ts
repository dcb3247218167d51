import { fromZonedTime } from 'date-fns-tz';
import { knownDay } from '../../src/lib/domain/calendar-day';
import { describe, expect, it } from 'vitest';
import { checkAvailability, deliveryFees, PARTNER_DELIVERY_NOTE, PRODUCT_UNAVAILABLE_MESSAGE, weekdayMask, type Destination } from '../../src/lib/domain/availability';
import { HAMPER_SAME_DAY_MESSAGE } from '../../src/lib/domain/delivery';

const now = fromZonedTime('2025-11-12T09:00', 'Australia/Melbourne'); // Wednesday
const florist = { thirdPartySource: null, isHamper: false };
const hamper = { thirdPartySource: null, isHamper: true };
const everlasting = { thirdPartySource: 'walwater', isHamper: false };
const overseasFlowers = { thirdPartySource: 'gfs', isHamper: false };
const weekdaysAndSaturday = weekdayMask([1, 2, 3, 4, 5, 6]);
const kew: Destination = { kind: 'suburb', state: 'VIC', openDays: weekdaysAndSaturday, deliveryFeeCents: 1495, zone: 'metro' };
const closedSaturdays: Destination = { kind: 'suburb', state: 'VIC', openDays: weekdayMask([1, 2, 3, 4, 5]), deliveryFeeCents: 1995, zone: 'metro' };
const remote: Destination = { kind: 'suburb', state: 'WA', openDays: 0, deliveryFeeCents: 0, zone: 'regional' };
const newZealand: Destination = { kind: 'country', isoCode: 'NZ', partner: 'gfs' };

describe('availability', () => {
  it('needs a store serving the suburb that is open that day', () => {
    expect(checkAvailability({ product: florist, destination: kew, date: knownDay('2025-11-15'), now })).toEqual({ available: true, deliveryMessage: null });
    expect(checkAvailability({ product: florist, destination: closedSaturdays, date: knownDay('2025-11-15'), now })).toEqual({
      available: false,
      reason: 'location',
      message: PRODUCT_UNAVAILABLE_MESSAGE,
    });
    expect(checkAvailability({ product: florist, destination: remote, date: knownDay('2025-11-14'), now }).available).toBe(false);
  });

  it('sends partner products through the partner, with the three-day note', () => {
    expect(checkAvailability({ product: everlasting, destination: remote, date: knownDay('2025-11-14'), now })).toEqual({ available: true, deliveryMessage: PARTNER_DELIVERY_NOTE });
    expect(checkAvailability({ product: overseasFlowers, destination: newZealand, date: knownDay('2025-11-14'), now }).available).toBe(true);
    expect(checkAvailability({ product: overseasFlowers, destination: { kind: 'country', isoCode: 'GB', partner: 'britishHampers' }, date: knownDay('2025-11-14'), now }).available).toBe(false);
    expect(checkAvailability({ product: overseasFlowers, destination: kew, date: knownDay('2025-11-14'), now }).available).toBe(false);
    expect(checkAvailability({ product: florist, destination: newZealand, date: knownDay('2025-11-14'), now }).available).toBe(false);
  });

  it('refuses a hamper on the same day with the hamper message', () => {
    expect(checkAvailability({ product: hamper, destination: kew, date: knownDay('2025-11-12'), now })).toEqual({ available: false, reason: 'date', message: HAMPER_SAME_DAY_MESSAGE });
    expect(checkAvailability({ product: hamper, destination: kew, date: knownDay('2025-11-13'), now }).available).toBe(true);
  });

  it('refuses dates the rules exclude (Sunday, public holiday of the state)', () => {
    expect(checkAvailability({ product: florist, destination: kew, date: knownDay('2025-11-16'), now }).available).toBe(false);
    const cupNow = fromZonedTime('2025-11-01T09:00', 'Australia/Melbourne');
    expect(checkAvailability({ product: florist, destination: kew, date: knownDay('2025-11-04'), now: cupNow }).available).toBe(false);
  });

  it('checks only what is given', () => {
    expect(checkAvailability({ product: florist, destination: null, date: null, now }).available).toBe(true);
    expect(checkAvailability({ product: florist, destination: remote, date: null, now }).available).toBe(false);
  });
});

describe('delivery fees', () => {
  it('charge the store fee, a Saturday surcharge and the service fee locally', () => {
    expect(deliveryFees(florist, kew, knownDay('2025-11-14'))).toEqual({ deliveryFee: 1495, extraDeliveryFee: 0, peakDay: null, serviceFee: 295 });
    expect(deliveryFees(florist, kew, knownDay('2025-11-15'))).toEqual({ deliveryFee: 1495, extraDeliveryFee: 500, peakDay: null, serviceFee: 295 });
  });

  it('charge partner and overseas fees', () => {
    expect(deliveryFees(everlasting, kew, knownDay('2025-11-15'))).toEqual({ deliveryFee: 1295, extraDeliveryFee: 0, peakDay: null, serviceFee: 0 });
    expect(deliveryFees(overseasFlowers, newZealand, knownDay('2025-11-15'))).toEqual({ deliveryFee: 2495, extraDeliveryFee: 0, peakDay: null, serviceFee: 995 });
  });
});
