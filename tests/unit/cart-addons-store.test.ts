import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api/client';
import type { Cart } from '../../src/lib/api/contracts/cart';

vi.mock('../../src/features/cart/api/cart', () => ({
  createCart: vi.fn(),
  fetchCart: vi.fn(),
  setAddonQuantity: vi.fn(),
  removeAddon: vi.fn(),
  validateCart: vi.fn(),
}));
useTestStorageEngine();
vi.stubGlobal('location', { pathname: '/', reload: vi.fn(), assign: vi.fn() });

const api = await import('../../src/features/cart/api/cart');
const { $cart, ensureCartId } = await import('../../src/features/cart/stores/cart');
const { ADDON_CHANGE_DELAY_MS, $addonError, $pendingAddonQuantities, chooseAddonQuantity, dropAddon, shownAddonQuantity } = await import('../../src/features/cart/stores/cart-addons');

/** A cart told apart by its note: which answer was applied. */
const answer = (label: string) => ({ ok: true as const, status: 200, data: { cartId: 'cart-1', note: label } as unknown as Cart });
const later = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

beforeEach(async () => {
  vi.useFakeTimers();
  vi.mocked(api.createCart).mockResolvedValue({ ok: true, status: 200, data: { cartId: 'cart-1', anonymousId: 'anon-1', customerId: null } });
  await ensureCartId();
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  cleanTestStorage();
  $cart.set(null);
  $pendingAddonQuantities.set({});
  $addonError.set(null);
});

describe('add-on quantities in the cart drawer', () => {
  it('shows each click at once and sends quick clicks as one change, after the last', async () => {
    vi.mocked(api.setAddonQuantity).mockResolvedValue(answer('four'));
    for (const quantity of [2, 3, 4]) {
      chooseAddonQuantity('line-1', 'wine', quantity);
      expect(shownAddonQuantity($pendingAddonQuantities.get(), 'line-1', 'wine', 1)).toBe(quantity);
      await vi.advanceTimersByTimeAsync(ADDON_CHANGE_DELAY_MS - 50);
    }
    expect(api.setAddonQuantity).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(api.setAddonQuantity).toHaveBeenCalledTimes(1);
    expect(api.setAddonQuantity).toHaveBeenCalledWith('cart-1', 'line-1', 'wine', 4);
    expect($cart.get()?.note).toBe('four');
    // Answered: the cart's own quantity shows again.
    expect(shownAddonQuantity($pendingAddonQuantities.get(), 'line-1', 'wine', 4)).toBe(4);
  });

  it('applies only the latest answer when an earlier one arrives last', async () => {
    const first = later<ReturnType<typeof answer>>();
    vi.mocked(api.setAddonQuantity).mockReturnValueOnce(first.promise).mockResolvedValueOnce(answer('seven'));
    chooseAddonQuantity('line-1', 'truffles', 3);
    await vi.advanceTimersByTimeAsync(ADDON_CHANGE_DELAY_MS);
    chooseAddonQuantity('line-1', 'truffles', 7);
    await vi.advanceTimersByTimeAsync(ADDON_CHANGE_DELAY_MS);
    expect($cart.get()?.note).toBe('seven');
    first.resolve(answer('three'));
    await vi.advanceTimersByTimeAsync(0);
    expect($cart.get()?.note).toBe('seven');
    expect(shownAddonQuantity($pendingAddonQuantities.get(), 'line-1', 'truffles', 7)).toBe(7);
  });

  it('removes at 0, and Remove drops a change still waiting', async () => {
    vi.mocked(api.removeAddon).mockResolvedValue(answer('removed'));
    chooseAddonQuantity('line-1', 'balloon', 0);
    await vi.advanceTimersByTimeAsync(ADDON_CHANGE_DELAY_MS);
    expect(api.removeAddon).toHaveBeenCalledWith('cart-1', 'line-1', 'balloon');

    chooseAddonQuantity('line-1', 'truffles', 5);
    await dropAddon('line-1', 'truffles');
    await vi.advanceTimersByTimeAsync(ADDON_CHANGE_DELAY_MS * 2);
    expect(api.setAddonQuantity).not.toHaveBeenCalled();
    expect(api.removeAddon).toHaveBeenLastCalledWith('cart-1', 'line-1', 'truffles');
  });

  it('says why the server refused, and shows the cart’s quantity again', async () => {
    vi.mocked(api.setAddonQuantity).mockResolvedValue({ ok: false, error: new ApiError(422, { errors: { quantity: 'Barossa Valley Shiraz 750ml: at most 2 per order.' } }) });
    chooseAddonQuantity('line-1', 'wine', 2);
    await vi.advanceTimersByTimeAsync(ADDON_CHANGE_DELAY_MS);
    expect($addonError.get()).toBe('Barossa Valley Shiraz 750ml: at most 2 per order.');
    expect(shownAddonQuantity($pendingAddonQuantities.get(), 'line-1', 'wine', 1)).toBe(1);
    chooseAddonQuantity('line-1', 'wine', 1);
    expect($addonError.get()).toBeNull();
  });
});
