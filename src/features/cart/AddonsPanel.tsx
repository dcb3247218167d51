import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import SidePanel from '../../components/SidePanel';
import { addAddon } from './api/cart';
import { fetchAddons } from '../product/api/catalog';
import type { Addon } from '../../lib/api/contracts/addons';
import type { LineItem, LineItemAddon } from '../../lib/api/contracts/cart';
import { AGE_RESTRICTION, isAgeRestrictedAddon } from '../../lib/domain/variants';
import { deliveryChoiceOf, deliveryQuery } from '../../lib/domain/delivery-choice';
import { $addonError, $pendingAddonQuantities, chooseAddonQuantity, dropAddon, shownAddonQuantity } from './stores/cart-addons';
import { changeCart } from './stores/cart-actions';
import { useQuery } from '../../lib/api/useQuery';
import { addonQuantityCap, wineLimitMessage, type HeldAddonCount } from '../../lib/domain/cart-limits';
import { $cart } from './stores/cart';
import Picture from '../../components/Picture';

/** The 18+ mark of wine (spec 001 section 9), read out in words. */
function AgeBadge({ addonType }: { addonType: string }) {
  if (!isAgeRestrictedAddon(addonType)) return null;
  return (
    <span className="ml-1 rounded bg-ink px-1.5 py-0.5 text-xs font-bold text-white">
      {AGE_RESTRICTION}+<span className="sr-only"> only for people aged {AGE_RESTRICTION} or over</span>
    </span>
  );
}

/** One held add-on: fewer, the quantity (typed or stepped, 0 to its maximum), more, and Remove. Changes show at once. */
function HeldAddon({ line, addon, pending, held }: { line: LineItem; addon: LineItemAddon; pending: Record<string, number | undefined>; held: readonly HeldAddonCount[] }) {
  const quantity = shownAddonQuantity(pending, line.lineItemId, addon.addonId, addon.quantity);
  const [typed, setTyped] = useState<string | null>(null);
  const errorId = useId();
  const inputId = useId();
  // Wine counts across the whole order: what the other wines leave (never less than what the line holds now).
  const cap = Math.max(quantity, addonQuantityCap(held, { lineItemId: line.lineItemId, addonId: addon.addonId, addonType: addon.addonType, maxQuantity: addon.maxQuantity }));
  const rangeError = `Enter a quantity from 0 to ${cap}`;
  const typedError = typed !== null && !(/^\d{1,4}$/.test(typed) && Number(typed) <= cap) ? rangeError : null;
  const choose = (next: number) => {
    setTyped(null);
    chooseAddonQuantity(line.lineItemId, addon.addonId, Math.max(0, Math.min(cap, next)));
  };
  const stepClass = 'inline-flex h-11 w-11 items-center justify-center rounded-full border border-plum text-xl text-plum hover:bg-soft-pink disabled:opacity-40';
  return (
    <li className="flex gap-3 py-3" data-testid="held-addon">
      <Picture src={addon.imageUrl} alt="" width={56} height={56} layout="thumb" sizes="56px" className="h-14 w-14 shrink-0 rounded bg-cream" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">
          {addon.name}
          <AgeBadge addonType={addon.addonType} />
        </p>
        <p className="text-sm text-ink-muted">
          {addon.price.formattedPrice} each
          {isAgeRestrictedAddon(addon.addonType) ? ` · ${wineLimitMessage()}` : addon.maxQuantity < 9999 && ` · at most ${addon.maxQuantity} per order`}
        </p>
        <div className="mt-2 flex items-center gap-2">
          <button type="button" className={stepClass} aria-label={`Fewer ${addon.name}`} disabled={quantity <= 0} onClick={() => choose(quantity - 1)}>
            −
          </button>
          <label htmlFor={inputId} className="sr-only">
            Quantity of {addon.name}
          </label>
          <input
            id={inputId}
            inputMode="numeric"
            value={typed ?? String(quantity)}
            onChange={(event) => {
              const text = event.target.value.trim();
              setTyped(text);
              if (/^\d{1,4}$/.test(text) && Number(text) <= cap) chooseAddonQuantity(line.lineItemId, addon.addonId, Number(text));
            }}
            onBlur={() => !typedError && setTyped(null)}
            aria-invalid={typedError ? true : undefined}
            aria-describedby={typedError ? errorId : undefined}
            className={`h-11 w-20 rounded-lg border px-2 text-center text-base ${typedError ? 'border-alert-red' : 'border-ink/25'}`}
          />
          <button type="button" className={stepClass} aria-label={`More ${addon.name}`} disabled={quantity >= cap} onClick={() => choose(quantity + 1)}>
            +
          </button>
          <button
            type="button"
            className="ml-auto px-2 py-1 text-sm font-semibold text-plum underline"
            aria-label={`Remove ${addon.name}`}
            onClick={() => void dropAddon(line.lineItemId, addon.addonId)}
          >
            Remove
          </button>
        </div>
        {typedError && (
          <p id={errorId} className="mt-1 text-sm text-alert-red">
            {typedError}
          </p>
        )}
      </div>
    </li>
  );
}

/** Gifts not on the line yet, offered for its delivery: Add puts one on. */
function MoreAddons({ line, held }: { line: LineItem; held: Set<string> }) {
  const destination = deliveryQuery(deliveryChoiceOf(line));
  const query = { ...destination, deliveryDate: line.deliveryDate };
  const key = JSON.stringify([line.productKey, query]);
  const { state } = useQuery(key, (signal) => fetchAddons(line.productKey, query, signal));
  const [adding, setAdding] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (state.status === 'loading')
    return (
      <div aria-busy="true" className="grid gap-2" data-testid="addons-loading">
        <span className="sr-only">Loading gifts…</span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-14 animate-pulse rounded bg-cream" />
        ))}
      </div>
    );
  if (state.status === 'error') return <p className="text-sm text-alert-red">{state.message}</p>;
  if (state.status !== 'ok') return null;
  const offered = state.data.categories.flatMap((category) => category.addons).filter((addon) => !held.has(addon.addonId));
  if (!offered.length) return <p className="text-sm text-ink-muted">No other gifts can go with this delivery.</p>;
  const add = async (addon: Addon) => {
    setAdding(addon.addonId);
    setFailure(null);
    const result = await changeCart('add-on', (cartId) => addAddon(cartId, line.lineItemId, { quantity: 1, variantId: addon.variantId, productKey: line.productKey, ...destination }));
    setAdding(null);
    if (!result.ok) setFailure(result.message);
  };
  return (
    <>
      <ul className="divide-y divide-plum/10">
        {offered.map((addon) => (
          <li key={addon.addonId} className="flex items-center gap-3 py-2">
            <Picture src={addon.imageUrl} alt="" width={44} height={44} layout="thumb" sizes="44px" className="h-11 w-11 shrink-0 rounded bg-cream" />
            <span className="min-w-0 flex-1 text-ink">
              {addon.name}
              <AgeBadge addonType={addon.addonType} />
              <span className="block text-sm text-ink-muted">{addon.price.formattedPrice}</span>
            </span>
            <button
              type="button"
              disabled={adding !== null}
              aria-busy={adding === addon.addonId || undefined}
              aria-label={`Add ${addon.name}`}
              onClick={() => void add(addon)}
              className="rounded-full border border-plum px-4 py-1.5 font-semibold text-plum hover:bg-soft-pink disabled:opacity-60"
            >
              Add
            </button>
          </li>
        ))}
      </ul>
      {failure && (
        <p role="alert" className="mt-2 text-sm text-alert-red">
          {failure}
        </p>
      )}
    </>
  );
}

/** The gifts on one cart line (spec 001 sections 4.3 and 5.5): change their quantities, remove them, add others. */
export default function AddonsPanel({ line, onClose }: { line: LineItem; onClose: () => void }) {
  const pending = useStore($pendingAddonQuantities);
  const error = useStore($addonError);
  const cart = useStore($cart);
  // Every add-on in the cart, at the quantity shown, for the order's wine limit.
  const held: HeldAddonCount[] = (cart?.lineItems ?? [line]).flatMap((cartLine) =>
    cartLine.addons.map((addon) => ({
      lineItemId: cartLine.lineItemId,
      addonId: addon.addonId,
      addonType: addon.addonType,
      quantity: shownAddonQuantity(pending, cartLine.lineItemId, addon.addonId, addon.quantity),
    })),
  );
  return (
    <SidePanel
      onClose={onClose}
      title={`Gifts with ${line.name}`}
      footer={
        <button type="button" onClick={onClose} className="rounded-full bg-plum px-5 py-2.5 font-semibold text-white hover:bg-plum-dark">
          Done
        </button>
      }
    >
      {line.addons.length > 0 ? (
        <ul className="divide-y divide-plum/10" aria-label="Gifts on this line">
          {line.addons.map((addon) => (
            <HeldAddon key={addon.id} line={line} addon={addon} pending={pending} held={held} />
          ))}
        </ul>
      ) : (
        <p className="text-ink-muted">No gifts on this line yet.</p>
      )}
      {error && (
        <p role="alert" className="mt-2 rounded-md bg-soft-pink px-3 py-2 text-sm text-alert-red">
          {error}
        </p>
      )}
      <h3 className="mt-6 mb-2 font-semibold text-ink">Add a gift</h3>
      <MoreAddons line={line} held={new Set(line.addons.map((addon) => addon.addonId))} />
    </SidePanel>
  );
}
