import { describe, expect, it } from 'vitest';
import { dayStatus, effectiveStatus, zoneWords } from '../../src/lib/domain/delivery-rule-words';
import { feeRuleInput, feeRuleKey, ruleDayKey } from '../../src/lib/domain/delivery-rule-input';

describe("the Delivery screen's words", () => {
  it('names each zone, a country by its name when known', () => {
    expect(zoneWords('metro')).toBe('Metro delivery fee');
    expect(zoneWords('saturday')).toBe('Saturday surcharge');
    expect(zoneWords('country:NZ', 'New Zealand')).toBe('Delivery fee to New Zealand');
    expect(zoneWords('country:NZ')).toBe('Delivery fee to NZ');
  });

  it('says which entry is in force on a Melbourne date, which is scheduled and which has ended', () => {
    const today = '2026-11-29';
    expect(effectiveStatus('1970-01-01', '2026-11-01', today)).toBe('ended');
    expect(effectiveStatus('2026-11-01', '2026-11-01', today)).toBe('in-force');
    expect(effectiveStatus('2026-11-29', '2026-11-29', today)).toBe('in-force');
    expect(effectiveStatus('2026-11-30', '2026-11-29', today)).toBe('scheduled');
    expect([dayStatus('2026-11-28', today), dayStatus(today, today), dayStatus('2026-11-30', today)]).toEqual(['ended', 'in-force', 'scheduled']);
  });

  it('takes the Saturday surcharge as a fee zone, and reads an entry address as a body', () => {
    expect(feeRuleInput.safeParse({ zone: 'saturday', effectiveFrom: '2026-12-05', fee: '7.50' })).toMatchObject({ success: true, data: { zone: 'saturday', fee: 750 } });
    expect(feeRuleInput.safeParse({ zone: 'sunday', effectiveFrom: '2026-12-05', fee: '7.50' }).success).toBe(false);
    expect(feeRuleKey.safeParse({ zone: 'country:NZ', effectiveFrom: '2026-12-05' }).success).toBe(true);
    expect(feeRuleKey.safeParse({ zone: 'country:nz', effectiveFrom: '2026-12-05' }).success).toBe(false);
    expect(ruleDayKey.safeParse({ date: '2026-02-29' }).success).toBe(false);
  });
});
