import type { Cart } from '../../lib/api/contracts/cart';

/**
 * Said wherever the cart can be changed while a payment for it is open
 * (the drawer, checkout): the payment is for the cart as it stands, so a
 * change cancels it and the shopper pays again at checkout, never twice.
 */
export function PaymentStartedNotice({ cart, className = '' }: { cart: Pick<Cart, 'paymentSession'>; className?: string }) {
  if (!cart.paymentSession) return null;
  return (
    <p role="status" className={`rounded-md bg-wattle-light px-3 py-2 text-sm text-ink ${className}`}>
      <span className="font-semibold">A payment was started for this order.</span> Changing your cart cancels it, so you&apos;ll pay again at checkout. Nothing is charged twice.
    </p>
  );
}
