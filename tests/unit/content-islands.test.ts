import { describe, expect, it } from 'vitest';
import { isChatOnline } from '../../src/features/content/chat-hours';
import { readListingState, writeListingState } from '../../src/features/content/listing-url';
import { leaveCheckout } from '../../src/features/checkout/header/leave';
import { SOUND_RECIPES } from '../../src/components/toast-sounds';
import { TOAST_SOUNDS } from '../../src/lib/domain/constants';

describe('generic listing state in the URL', () => {
  const facets = ['category', 'readingTime'];
  it('reads sort, direction and repeated filters, falling back on unknown values', () => {
    expect(readListingState('?sort=name&sortDir=asc&category=a&category=b&category=a&other=1', facets)).toEqual({ sort: 'name', sortDir: 'asc', filters: { category: ['a', 'b'] } });
    expect(readListingState('?sort=price&sortDir=sideways', facets)).toEqual({ sort: 'date', sortDir: 'desc', filters: {} });
  });
  it('writes only what differs from the defaults, keeping other parameters', () => {
    expect(writeListingState({ sort: 'date', sortDir: 'desc', filters: {} }, facets)).toBe('');
    expect(writeListingState({ sort: 'name', sortDir: 'asc', filters: { category: ['a', 'b'] } }, facets, '?utm_source=mail&category=old')).toBe(
      '?utm_source=mail&sort=name&sortDir=asc&category=a&category=b',
    );
  });
});

describe('live chat hours (Melbourne time)', () => {
  it('is online Monday to Friday, 9am to 5pm', () => {
    expect(isChatOnline(new Date('2026-11-02T09:00:00+11:00'))).toBe(true); // Monday 9:00 AEDT
    expect(isChatOnline(new Date('2026-11-06T16:59:00+11:00'))).toBe(true); // Friday 16:59
    expect(isChatOnline(new Date('2026-11-06T17:00:00+11:00'))).toBe(false);
    expect(isChatOnline(new Date('2026-11-02T08:59:00+11:00'))).toBe(false);
    expect(isChatOnline(new Date('2026-11-07T12:00:00+11:00'))).toBe(false); // Saturday
    expect(isChatOnline(new Date('2026-07-06T23:30:00Z'))).toBe(true); // Tuesday 9:30 AEST
  });
});

describe('leaving checkout', () => {
  it('runs every step, then goes home', async () => {
    const done: string[] = [];
    await leaveCheckout([{ run: async () => void done.push('abandon cart') }], () => done.push('home'));
    expect(done).toEqual(['abandon cart', 'home']);
  });
  it('stays on checkout when a step fails, so the dialog can show why', async () => {
    let home = false;
    await expect(leaveCheckout([{ run: async () => Promise.reject(new Error('Could not empty your cart')) }], () => (home = true))).rejects.toThrow('Could not empty your cart');
    expect(home).toBe(false);
  });
});

describe('toast sounds', () => {
  it('has a synthesised recipe for every selectable sound, and mute is silent', () => {
    for (const sound of TOAST_SOUNDS) expect(SOUND_RECIPES[sound]).toBeDefined();
    expect(SOUND_RECIPES.mute).toEqual([]);
    for (const sound of TOAST_SOUNDS.filter((s) => s !== 'mute')) expect(SOUND_RECIPES[sound].length).toBeGreaterThan(0);
  });
});
