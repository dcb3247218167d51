import { useId, useState } from 'react';
import FinancialSummaryList from '../../components/FinancialSummaryList';
import { applyPromoCode, removePromoCode, removeUnavailableItems } from './api/cart';
import type { Cart } from '../../lib/api/contracts/cart';
import { REMOVE_UNAVAILABLE_ITEMS_LABEL } from '../../lib/domain/checkout-gate';
import { PROMO_DOES_NOT_MATCH_CART_MESSAGE } from '../../lib/domain/promo-codes';
import { changeCart } from './stores/cart-actions';

/**
 * The foot of the cart drawer: the promo code, the financial summary as the
 * API orders it for the shopper's role, what keeps the cart from checkout
 * (the cart's checkout blocks, with the spec's words) and the way to
 * checkout, disabled until nothing blocks it.
 */
export default function CartSummary({ cart }: { cart: Cart }) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { code: useId(), codeError: useId(), gate: useId() };
  const unavailable = cart.checkoutBlocks.find((block) => block.code === 'unavailable-items');

  const apply = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setCodeError('Promo code is required');
    setBusy(true);
    const result = await changeCart('promo code', (cartId) => applyPromoCode(cartId, code.trim()));
    setBusy(false);
    if (result.ok) {
      setCode('');
      setCodeError(null);
    } else setCodeError(result.errors.code ?? result.message);
  };
  const run = async (name: string, call: (cartId: string) => ReturnType<typeof removeUnavailableItems>) => {
    setFailure(null);
    const result = await changeCart(name, call);
    if (!result.ok) setFailure(result.message);
  };

  return (
    <div className="grid gap-3">
      {unavailable && (
        <div role="alert" className="rounded-md bg-soft-pink px-3 py-2 text-sm text-ink">
          <p className="font-semibold">{unavailable.message}</p>
          <p>{unavailable.detail}</p>
          <button
            type="button"
            onClick={() => void run('remove unavailable', removeUnavailableItems)}
            className="mt-2 rounded-full border border-plum px-4 py-1.5 font-semibold text-plum hover:bg-white"
          >
            {REMOVE_UNAVAILABLE_ITEMS_LABEL}
          </button>
        </div>
      )}
      {cart.promoCodes.map((promo) => (
        <div key={promo.code} className="flex items-center justify-between gap-2 rounded-md bg-cream px-3 py-2 text-sm" data-testid="promo-code">
          <span>
            <span className="font-semibold">{promo.code}</span>
            {promo.state === 'MatchesCart' ? ` · ${promo.description}` : ''}
            {promo.state === 'DoesNotMatchCart' && <span className="block text-alert-red">{PROMO_DOES_NOT_MATCH_CART_MESSAGE}</span>}
          </span>
          <button
            type="button"
            onClick={() => void run('promo code', (cartId) => removePromoCode(cartId, promo.code))}
            className="shrink-0 font-semibold text-plum underline"
            aria-label={`Remove promo code ${promo.code}`}
          >
            Remove
          </button>
        </div>
      ))}
      <form noValidate onSubmit={(event) => void apply(event)} aria-label="Promo code" className="flex items-start gap-2">
        <div className="flex-1">
          <label htmlFor={ids.code} className="sr-only">
            Promo code
          </label>
          <input
            id={ids.code}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder="Promo code"
            autoComplete="off"
            maxLength={40}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? ids.codeError : undefined}
            className={`block w-full rounded-lg border px-3 py-2 text-base ${codeError ? 'border-alert-red' : 'border-ink/25'}`}
          />
          {codeError && (
            <p id={ids.codeError} className="mt-1 text-sm text-alert-red">
              {codeError}
            </p>
          )}
        </div>
        <button type="submit" disabled={busy} aria-busy={busy || undefined} className="rounded-full border border-plum px-4 py-2 font-semibold text-plum hover:bg-soft-pink disabled:opacity-60">
          Apply
        </button>
      </form>
      <FinancialSummaryList lines={cart.financialSummary} />
      {failure && (
        <p role="alert" className="text-sm text-alert-red">
          {failure}
        </p>
      )}
      {cart.checkoutBlocks.length > 0 && (
        <ul id={ids.gate} className="grid gap-1 text-sm text-alert-red">
          {cart.checkoutBlocks
            .filter((block) => block.code !== 'unavailable-items' && block.code !== 'promo-code-does-not-match')
            .map((block) => (
              <li key={block.code}>{block.message}</li>
            ))}
        </ul>
      )}
      {cart.canCheckout ? (
        <a href="/checkout" className="block rounded-full bg-plum px-5 py-3 text-center font-semibold text-white no-underline hover:bg-plum-dark" data-testid="checkout-link">
          Checkout
        </a>
      ) : (
        <button type="button" disabled aria-describedby={ids.gate} className="block w-full cursor-not-allowed rounded-full bg-plum/40 px-5 py-3 text-center font-semibold text-white">
          Checkout
        </button>
      )}
    </div>
  );
}
