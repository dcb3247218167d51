import { describe, expect, it } from 'vitest';
import { offerEndedMessage } from '../../src/lib/domain/offer-outcome';
import { markSeen, nextAlertState, offerKey, readSeen, repeatCount, ALERT_REPEAT_KEY, type AlertState } from '../../src/features/alerts/alert-state';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
};
const NOW = Date.parse('2026-11-24T23:00:00Z');
const offered = (n: number, expiresAt: string | null = '2026-11-24T23:30:00Z') => ({ type: 'offered' as const, orderId: `order-${n}`, orderNumber: `WB000000${n}`, expiresAt });

describe('florist alert pop-ups', () => {
  it('adds each new offer once, and skips seen and past ones', () => {
    let state: AlertState = { pending: [], ended: [] };
    state = nextAlertState(state, offered(1), [], NOW);
    state = nextAlertState(state, offered(1), [], NOW);
    state = nextAlertState(state, offered(2), [offerKey(offered(2))], NOW);
    state = nextAlertState(state, offered(3, '2026-11-24T22:59:00Z'), [], NOW);
    expect(state.pending.map((offer) => offer.orderNumber)).toEqual(['WB0000001']);
  });

  it('alerts again when an order seen before is offered to the store anew', () => {
    const seen = [offerKey(offered(1))];
    expect(nextAlertState({ pending: [], ended: [] }, offered(1), seen, NOW).pending).toEqual([]);
    const anew = nextAlertState({ pending: [], ended: [] }, offered(1, '2026-11-24T23:45:00Z'), seen, NOW);
    expect(anew.pending.map((offer) => offer.expiresAt)).toEqual(['2026-11-24T23:45:00Z']);
  });

  it('announces an offer that ended for the store, and forgets it', () => {
    let state = nextAlertState({ pending: [], ended: [] }, offered(1), [], NOW);
    state = nextAlertState(state, { type: 'expired', orderId: 'order-1', orderNumber: 'WB0000001' }, [], NOW);
    expect(state).toEqual({ pending: [], ended: [{ orderNumber: 'WB0000001', outcome: 'expired', by: null }] });
    // One never shown to this florist is not announced.
    expect(nextAlertState(state, { type: 'expired', orderId: 'order-9', orderNumber: 'WB0000009' }, [], NOW).ended).toHaveLength(1);
  });

  it('takes an offer answered by someone else of the store out of the pop-up, saying who answered it and how', () => {
    let state = nextAlertState({ pending: [], ended: [] }, offered(1), [], NOW);
    state = nextAlertState(state, { type: 'answered', orderId: 'order-1', orderNumber: 'WB0000001', outcome: 'rejected', by: 'Sophie Harris' }, [], NOW);
    expect(state.pending).toEqual([]);
    expect(state.ended.map((ended) => offerEndedMessage(ended.orderNumber, ended))).toEqual(['Order WB0000001 was rejected by Sophie Harris, so it is no longer offered to your store.']);
  });

  it('keeps the seen ids capped at the poll limit, newest last', () => {
    const storage = memory();
    for (let i = 1; i <= 12; i++) markSeen([`order-${i}`], storage);
    expect(readSeen(storage)).toEqual(['order-3', 'order-4', 'order-5', 'order-6', 'order-7', 'order-8', 'order-9', 'order-10', 'order-11', 'order-12']);
  });

  it('repeats the sound 6 times unless another count is stored', () => {
    const storage = memory();
    expect(repeatCount(storage)).toBe(6);
    storage.setItem(ALERT_REPEAT_KEY, '3');
    expect(repeatCount(storage)).toBe(3);
    storage.setItem(ALERT_REPEAT_KEY, 'lots');
    expect(repeatCount(storage)).toBe(6);
  });
});
