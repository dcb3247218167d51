import type { Cart } from '../../lib/api/contracts/cart';
import PriceChangedNote from '../cart/PriceChangedNote';
import { formatDisplayDate } from '../../lib/domain/calendar-day';
import FinancialSummaryList from '../../components/FinancialSummaryList';
import Picture from '../../components/Picture';

/**
 * The read-only cart summary of checkout (spec 001 section 2.4): what is
 * being bought, where and when it goes, the card messages and the totals.
 * Changes are made in the cart drawer.
 */
export default function CheckoutSummary({ cart, onEditCart }: { cart: Cart; onEditCart: () => void }) {
  return (
    <section aria-labelledby="checkout-summary-heading" className="rounded-2xl border border-plum/10 bg-white p-4 md:p-6">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="checkout-summary-heading" className="font-display text-2xl text-plum">
          Order summary
        </h2>
        <button type="button" onClick={onEditCart} className="text-sm font-semibold text-plum underline">
          Edit cart
        </button>
      </div>
      {cart.deliveryLocation && cart.deliveryDate && (
        <p className="mt-2 text-sm text-ink-muted">
          Delivering to <span className="font-semibold text-ink">{cart.deliveryLocation.name}</span> on <span className="font-semibold text-ink">{formatDisplayDate(cart.deliveryDate)}</span>
        </p>
      )}
      <ul className="mt-4 divide-y divide-plum/10" aria-label="Products in your order">
        {cart.lineItems.map((line) => (
          <li key={line.lineItemId} className="flex gap-3 py-3">
            <Picture src={line.thumbnailImage.url} alt="" width={64} height={64} layout="thumb" sizes="64px" className="h-16 w-16 shrink-0 rounded-lg" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="flex justify-between gap-2 font-semibold text-ink">
                <span>
                  {line.name}
                  {line.quantity > 1 && <span className="font-normal text-ink-muted"> × {line.quantity}</span>}
                </span>
                <span>{line.totalPrice.formattedPrice}</span>
              </p>
              <p className="text-ink-muted">{line.variant.label}</p>
              <PriceChangedNote line={line} />
              {line.addons.map((addon) => (
                <p key={addon.id} className="text-ink-muted">
                  + {addon.name} × {addon.quantity}
                </p>
              ))}
              {line.adjustments.map((adjustment) => (
                <p key={adjustment.id} className="text-ink-muted">
                  + {adjustment.name} ({adjustment.money.formattedPrice})
                </p>
              ))}
              <CardMessageNote message={line.cardMessage} none={line.noCardMessage} />
            </div>
          </li>
        ))}
        {cart.customLineItems.map((item) => (
          <li key={item.id} className="py-3 text-sm">
            <p className="flex justify-between gap-2 font-semibold text-ink">
              <span>{item.name}</span>
              <span>{item.money.formattedPrice}</span>
            </p>
            <p className="text-ink-muted">{item.description}</p>
            <CardMessageNote message={item.cardMessage} none={item.noCardMessage} />
          </li>
        ))}
      </ul>
      {cart.note && (
        <p className="mt-2 rounded-lg bg-cream px-3 py-2 text-sm">
          <span className="font-semibold">Note: </span>
          {cart.note}
        </p>
      )}
      {cart.promoCodes.length > 0 && (
        <p className="mt-3 text-sm text-ink-muted">
          Promo code{cart.promoCodes.length > 1 ? 's' : ''}: {cart.promoCodes.map((promo) => promo.code).join(', ')}
        </p>
      )}
      <div className="mt-4">
        <FinancialSummaryList lines={cart.financialSummary} />
      </div>
    </section>
  );
}

function CardMessageNote({ message, none }: { message: string | null; none: boolean }) {
  if (none) return <p className="mt-1 text-ink-muted italic">No card message</p>;
  if (!message) return null;
  return <p className="mt-1 line-clamp-3 whitespace-pre-line text-ink-muted">“{message}”</p>;
}
