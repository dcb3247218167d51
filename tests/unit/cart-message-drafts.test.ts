import { describe, expect, it } from 'vitest';
import { CARD_MESSAGE_DRAFTS_KEY, readDraft, writeDraft } from '../../src/features/cart/stores/cart-message-drafts';

const memory = () => {
  const store = new Map<string, string>();
  return { store, storage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) } };
};

describe('card message drafts', () => {
  it('are kept per line under cart-message until saved', () => {
    const { store, storage } = memory();
    writeDraft('line-1', { message: 'Happy birthday', tier: 'short', noCardMessage: false }, storage);
    writeDraft('line-2', { message: '', tier: 'long', noCardMessage: true }, storage);
    expect(readDraft('line-1', storage)).toEqual({ message: 'Happy birthday', tier: 'short', noCardMessage: false });
    expect(JSON.parse(store.get(CARD_MESSAGE_DRAFTS_KEY)!)).toHaveProperty('line-2');
    writeDraft('line-1', null, storage);
    expect(readDraft('line-1', storage)).toBeNull();
    expect(readDraft('line-2', storage)).toMatchObject({ tier: 'long' });
  });

  it('shrug off storage that holds something else', () => {
    const { store, storage } = memory();
    store.set(CARD_MESSAGE_DRAFTS_KEY, '{"line-1": {"message": 5}}');
    expect(readDraft('line-1', storage)).toBeNull();
    store.set(CARD_MESSAGE_DRAFTS_KEY, 'not json');
    expect(readDraft('line-1', storage)).toBeNull();
    writeDraft('line-3', { message: 'Hi', tier: 'medium', noCardMessage: false }, storage);
    expect(readDraft('line-3', storage)).toMatchObject({ message: 'Hi' });
  });
});
