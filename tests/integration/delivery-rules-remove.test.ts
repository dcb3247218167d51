import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DeliveryRulesModel } from '../../src/lib/api/contracts/delivery-rules';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { deliveryClosedDates, deliveryCutoffRules, deliveryOpenDates } from '../../src/server/db/schema/index';
import { knownDay } from '../../src/lib/domain/calendar-day';
import { signedInClient } from './auth-fixtures';
import { TODAY } from './catalog-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { readAs } from './read';

/**
 * Removing Flowerline's delivery rule entries (docs/adr/0774), and every
 * route's bad input; the clock is frozen on Wednesday 12 November 2025, 9am
 * in Melbourne.
 */
const t = useTestApp({ frozenClock: true });
let office: ApiClient | undefined;
const staff = async () => (office ??= await signedInClient(t, 'flowerline'));
const rules = async (response: Response, status = 200) => {
  expect(response.status, await response.clone().text()).toBe(status);
  return readAs(response, DeliveryRulesModel);
};
const problemOf = async (response: Response) => (await response.json()) as { type: string; status: number; detail: string; errors?: Record<string, string> };
const add = async (rule: string, body: Record<string, unknown>) => rules(await (await staff()).post(`/api/delivery-rules/${rule}`, body), 201);
const remove = async (path: string) => (await staff()).delete(`/api/delivery-rules/${path}`);

describe('the rules as the Delivery screen reads them', () => {
  it('says which entry is in force today, which is scheduled and which may be removed, in shop words', async () => {
    await add('fees', { zone: 'metro', effectiveFrom: TODAY, fee: '14.95' });
    await add('fees', { zone: 'metro', effectiveFrom: '2025-12-01', fee: '16' });
    await add('fees', { zone: 'saturday', effectiveFrom: '2025-12-06', fee: '7.50' });
    const view = await add('fees', { zone: 'country:NZ', effectiveFrom: '2025-12-01', fee: '30' });
    expect(view.today).toBe(TODAY);
    const fee = (zone: string, from: string) => view.fees.find((entry) => entry.zone === zone && entry.effectiveFrom === from);
    expect(fee('metro', TODAY)).toMatchObject({ zoneWords: 'Metro delivery fee', fee: '$14.95', status: 'in-force', standing: false, removable: false });
    expect(fee('metro', '2025-12-01')).toMatchObject({ status: 'scheduled', removable: true });
    expect(fee('courier', '1970-01-01')).toMatchObject({ zoneWords: 'Courier delivery fee', fee: '$12.95', status: 'in-force', standing: true, removable: false });
    expect(fee('saturday', '1970-01-01')).toMatchObject({ zoneWords: 'Saturday surcharge', fee: '$5', status: 'in-force', standing: true });
    expect(fee('saturday', '2025-12-06')).toMatchObject({ fee: '$7.50', status: 'scheduled', removable: true });
    expect(fee('country:NZ', '2025-12-01')).toMatchObject({ zoneWords: 'Delivery fee to New Zealand', status: 'scheduled' });
    expect(view.saturdaySurcharges).toContainEqual({ effectiveFrom: '2025-12-06', cents: 750 });
    expect(view.changes).toContainEqual(expect.objectContaining({ rule: 'Delivery fee to New Zealand from 01/12/2025', before: '—', after: '$30' }));
    // Zones in a steady order: metro, regional (none set here), the courier, overseas, the Saturday surcharge, then the countries.
    expect([...new Set(view.fees.map((entry) => entry.zone))]).toEqual(['metro', 'courier', 'overseas', 'saturday', 'country:NZ']);
    expect(view.cutoffs).toEqual([expect.objectContaining({ effectiveFrom: '1970-01-01', weekday: '2pm', saturday: '10am', status: 'in-force', standing: true, removable: false })]);
  });
});

describe('removing an entry', () => {
  it('removes a scheduled fee, Saturday surcharge and cutoffs, records each and answers the rules', async () => {
    await add('fees', { zone: 'regional', effectiveFrom: '2026-01-05', fee: '15' });
    await add('fees', { zone: 'saturday', effectiveFrom: '2026-01-10', fee: '9' });
    await add('cutoffs', { effectiveFrom: '2026-01-05', weekday: '15:30', saturday: '11:00' });

    let view = await rules(await remove('fees/regional/2026-01-05'));
    expect(view.fees.some((entry) => entry.zone === 'regional' && entry.effectiveFrom === '2026-01-05')).toBe(false);
    expect(view.changes).toContainEqual(expect.objectContaining({ rule: 'Regional delivery fee from 05/01/2026', before: '$15', after: '—' }));

    view = await rules(await remove('fees/saturday/2026-01-10'));
    expect(view.saturdaySurcharges.some((entry) => entry.effectiveFrom === '2026-01-10')).toBe(false);
    expect(view.changes).toContainEqual(expect.objectContaining({ rule: 'Saturday surcharge from 10/01/2026', before: '$9', after: '—' }));

    view = await rules(await remove('cutoffs/2026-01-05'));
    expect(view.cutoffs.map((entry) => entry.effectiveFrom)).toEqual(['1970-01-01']);
    expect(view.changes).toContainEqual(expect.objectContaining({ rule: 'Same-day cutoffs from 05/01/2026', before: '3:30pm weekdays, 11am Saturday', after: '—' }));
  });

  it('removes a country fee named with its encoded zone', async () => {
    await add('fees', { zone: 'country:NZ', effectiveFrom: '2026-02-02', fee: '31' });
    const view = await rules(await remove(`fees/${encodeURIComponent('country:NZ')}/2026-02-02`));
    expect(view.fees.some((entry) => entry.zone === 'country:NZ' && entry.effectiveFrom === '2026-02-02')).toBe(false);
    expect(view.changes).toContainEqual(expect.objectContaining({ rule: 'Delivery fee to New Zealand from 02/02/2026', before: '$31', after: '—' }));
  });

  it("removes a closed date and a peak day, today's included, and shoppers' rules follow", async () => {
    await add('closed-dates', { date: '2025-12-01', reason: 'Closed for stocktake' });
    await add('closed-dates', { date: TODAY, reason: 'Closed for the flood' });
    await add('peak-days', { date: '2025-12-24', name: 'Christmas Eve', surcharge: '12' });
    const calendarText = async () => (await t.client().get('/api/delivery/calendar')).text();
    expect(await calendarText()).toContain('Closed for stocktake');

    let view = await rules(await remove('closed-dates/2025-12-01'));
    expect(view.closedDates.map((entry) => entry.date)).toEqual([TODAY]);
    expect(view.closedDates[0]).toMatchObject({ status: 'in-force', removable: true, display: '12/11/2025' });
    expect(view.changes).toContainEqual(expect.objectContaining({ rule: 'Closed on 01/12/2025', before: 'Closed for stocktake', after: '—' }));
    view = await rules(await remove(`closed-dates/${TODAY}`));
    expect(view.closedDates).toEqual([]);

    expect(view.peakDays).toEqual([expect.objectContaining({ date: '2025-12-24', surcharge: '$12', status: 'scheduled', removable: true })]);
    view = await rules(await remove('peak-days/2025-12-24'));
    expect(view.peakDays).toEqual([]);
    expect(view.changes).toContainEqual(expect.objectContaining({ rule: 'Peak day 24/12/2025', before: 'Christmas Eve: +$12', after: '—' }));

    // The calendar's API reads the rules without the removed closed date and peak day.
    expect(await calendarText()).not.toMatch(/Closed for stocktake|Christmas Eve/);
  });

  it('refuses an entry already in force, the standing rules and a passed day with a 409 saying to add a new entry', async () => {
    await add('fees', { zone: 'overseas', effectiveFrom: TODAY, fee: '26' });
    // Entries dated before today can no longer be added: these stand for ones added back then.
    await t.database.db.insert(deliveryCutoffRules).values({ effectiveFrom: knownDay('2025-11-01'), weekdayMinutes: 13 * 60, saturdayMinutes: 9 * 60 });
    await t.database.db.insert(deliveryClosedDates).values({ date: knownDay('2025-11-11'), reason: 'Closed yesterday' });
    await t.database.db.insert(deliveryOpenDates).values({ date: knownDay('2025-11-09'), reason: 'Open last Sunday', cutoffMinutes: null });
    const cases: [string, string][] = [
      ['fees/overseas/2025-11-12', 'effectiveFrom'],
      ['fees/courier/1970-01-01', 'effectiveFrom'],
      ['fees/saturday/1970-01-01', 'effectiveFrom'],
      ['cutoffs/1970-01-01', 'effectiveFrom'],
      ['cutoffs/2025-11-01', 'effectiveFrom'],
      ['closed-dates/2025-11-11', 'date'],
      ['open-dates/2025-11-09', 'date'],
    ];
    const before = (await rules(await (await staff()).get('/api/delivery-rules'))).changes.length;
    for (const [path, field] of cases) {
      const response = await remove(path);
      expect(response.status, path).toBe(409);
      const problem = await problemOf(response);
      expect(problem.type, path).toBe(PROBLEM_TYPES.deliveryRuleInForce);
      expect(Object.keys(problem.errors ?? {}), path).toEqual([field]);
      expect(problem.detail, path).toMatch(/add (a )?new .* (from|on) a later date instead/i);
    }
    const after = await rules(await (await staff()).get('/api/delivery-rules'));
    expect(after.changes.length).toBe(before);
    expect(after.fees.find((entry) => entry.zone === 'overseas' && entry.effectiveFrom === TODAY)).toMatchObject({ status: 'in-force', removable: false });
    expect(
      await t.database.db
        .select()
        .from(deliveryClosedDates)
        .where(eq(deliveryClosedDates.date, knownDay('2025-11-11'))),
    ).toHaveLength(1);
  });

  it('answers a missing entry with a 404', async () => {
    for (const path of [
      'fees/metro/2027-03-01',
      'fees/metro/2025-10-01',
      'fees/country:FR/2027-03-01',
      'cutoffs/2027-03-01',
      'closed-dates/2027-03-01',
      'open-dates/2027-03-07',
      'peak-days/2027-03-01',
      'peak-days/2025-10-01',
    ]) {
      const response = await remove(path);
      expect(response.status, path).toBe(404);
      expect((await problemOf(response)).type, path).toBe(PROBLEM_TYPES.notFound);
    }
  });

  it('answers a malformed zone or date in the address with a 400 naming it', async () => {
    const cases: [string, string][] = [
      ['fees/nowhere/2026-01-05', 'zone'],
      ['fees/country:nz/2026-01-05', 'zone'],
      ['fees/country:/2026-01-05', 'zone'],
      ['fees/metro/5-1-2026', 'effectiveFrom'],
      ['fees/metro/2026-02-30', 'effectiveFrom'],
      ['cutoffs/tomorrow', 'effectiveFrom'],
      ['cutoffs/2026-13-01', 'effectiveFrom'],
      ['closed-dates/2026-02-29', 'date'],
      ['closed-dates/%20', 'date'],
      ['peak-days/20260105', 'date'],
      ['peak-days/%E2%9C%BF', 'date'],
      ['open-dates/10000-01-01', 'date'],
      ['open-dates/0000-05-10', 'date'],
      ['fees/country%3ANZ%3A/2026-01-05', 'zone'],
      ['fees/%25/2026-01-05', 'zone'],
    ];
    for (const [path, field] of cases) {
      const response = await remove(path);
      expect(response.status, path).toBe(400);
      const problem = await problemOf(response);
      expect(problem.type, path).toBe(PROBLEM_TYPES.validation);
      expect(Object.keys(problem.errors ?? {}), path).toEqual([field]);
    }
  });
});

describe('bad bodies', () => {
  it('answers each bad field of every route with a 422 naming it, and writes nothing', async () => {
    const fee = { zone: 'metro', effectiveFrom: '2026-03-02', fee: '12' };
    const cutoff = { effectiveFrom: '2026-03-02', weekday: '14:00', saturday: '10:00' };
    const closed = { date: '2026-03-02', reason: 'Stocktake' };
    const peak = { date: '2026-03-02', name: 'Rush', surcharge: '5' };
    const open = { date: '2026-03-01', reason: 'Open for the fair', cutoff: '09:00' };
    const cases: [string, Record<string, unknown>, string][] = [
      ['fees', { ...fee, zone: 'sunday' }, 'zone'],
      ['fees', { ...fee, zone: 'country:ZZ' }, 'zone'],
      ['fees', { ...fee, zone: 12 }, 'zone'],
      ['fees', { ...fee, effectiveFrom: '02/03/2026' }, 'effectiveFrom'],
      ['fees', { ...fee, effectiveFrom: undefined }, 'effectiveFrom'],
      ['fees', { ...fee, fee: 'ten' }, 'fee'],
      ['fees', { ...fee, fee: undefined }, 'fee'],
      ['cutoffs', { ...cutoff, effectiveFrom: '2026-04-31' }, 'effectiveFrom'],
      ['cutoffs', { ...cutoff, weekday: '2pm' }, 'weekday'],
      ['cutoffs', { ...cutoff, saturday: '10:60' }, 'saturday'],
      ['cutoffs', { ...cutoff, saturday: null }, 'saturday'],
      ['closed-dates', { ...closed, date: '' }, 'date'],
      ['closed-dates', { ...closed, reason: '   ' }, 'reason'],
      ['closed-dates', { ...closed, reason: 'x'.repeat(121) }, 'reason'],
      ['peak-days', { ...peak, date: '2026-3-2' }, 'date'],
      ['peak-days', { ...peak, name: 'x'.repeat(61) }, 'name'],
      ['peak-days', { ...peak, surcharge: '-5' }, 'surcharge'],
      ['peak-days', { ...peak, surcharge: '1000' }, 'surcharge'],
      ['peak-days', { ...peak, surcharge: '0' }, 'surcharge'],
      ['peak-days', { ...peak, surcharge: '100.01' }, 'surcharge'],
      ['peak-days', { ...peak, surcharge: 1e21 }, 'surcharge'],
      ['peak-days', { ...peak, surcharge: '99999999999999999999' }, 'surcharge'],
      ['peak-days', { ...peak, surcharge: [5] }, 'surcharge'],
      ['peak-days', { ...peak, name: { en: 'Rush' } }, 'name'],
      ['fees', { ...fee, fee: Number.MAX_SAFE_INTEGER }, 'fee'],
      ['fees', { ...fee, fee: true }, 'fee'],
      ['fees', { ...fee, effectiveFrom: 20260302 }, 'effectiveFrom'],
      ['cutoffs', { ...cutoff, weekday: 840 }, 'weekday'],
      ['open-dates', { ...open, date: '2026-02-30' }, 'date'],
      ['open-dates', { ...open, date: ['2026-03-01'] }, 'date'],
      ['open-dates', { ...open, date: '0000-03-01' }, 'date'],
      ['open-dates', { ...open, reason: '' }, 'reason'],
      ['open-dates', { ...open, reason: 'x'.repeat(61) }, 'reason'],
      ['open-dates', { ...open, cutoff: '9am' }, 'cutoff'],
      ['open-dates', { ...open, cutoff: 540 }, 'cutoff'],
    ];
    const client = await staff();
    const before = (await rules(await client.get('/api/delivery-rules'))).changes.length;
    for (const [rule, body, field] of cases) {
      const response = await client.post(`/api/delivery-rules/${rule}`, body);
      expect(response.status, `${rule} ${JSON.stringify(body)}`).toBe(422);
      const problem = await problemOf(response);
      expect(problem.type).toBe(PROBLEM_TYPES.validation);
      expect(Object.keys(problem.errors ?? {}), `${rule} ${JSON.stringify(body)}`).toEqual([field]);
    }
    for (const rule of ['fees', 'cutoffs', 'closed-dates', 'open-dates', 'peak-days']) {
      const response = await client.request('POST', `/api/delivery-rules/${rule}`, { rawBody: '{"date":', headers: { 'content-type': 'application/json' } });
      expect(response.status, rule).toBe(400);
      expect((await problemOf(response)).type).toBe(PROBLEM_TYPES.malformedBody);
      const list = await client.post(`/api/delivery-rules/${rule}`, [1, 2]);
      expect(list.status, rule).toBe(422);
    }
    expect((await rules(await client.get('/api/delivery-rules'))).changes.length).toBe(before);
  });

  it('takes the Saturday surcharge as a zone', async () => {
    const view = await add('fees', { zone: 'saturday', effectiveFrom: '2026-03-07', fee: '6' });
    expect(view.fees.find((entry) => entry.zone === 'saturday' && entry.effectiveFrom === '2026-03-07')).toMatchObject({ zoneWords: 'Saturday surcharge', fee: '$6', status: 'scheduled' });
    expect(view.changes).toContainEqual(expect.objectContaining({ rule: 'Saturday surcharge from 07/03/2026', before: '—', after: '$6' }));
  });
});
