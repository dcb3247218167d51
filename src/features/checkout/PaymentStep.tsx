import { PaymentBadges } from '../../components/PaymentBadges';
import type { CheckoutOptions, PaymentMethod } from '../../lib/api/contracts/checkout';

/**
 * Step "payment": card (on the payment provider's page) or, for Flowerline
 * and member florists, on account. The button says what happens next:
 * with a payment already started for the cart as it stands (`resuming`),
 * the shopper continues to it.
 */
export default function PaymentStep({
  options,
  method,
  total,
  resuming = false,
  sending,
  failure,
  onMethod,
  onPay,
}: {
  options: CheckoutOptions;
  method: PaymentMethod;
  total: string;
  resuming?: boolean;
  sending: boolean;
  failure: string | null;
  onMethod: (method: PaymentMethod) => void;
  onPay: () => void;
}) {
  const onAccount = options.canPayOnAccount && method === 'account';
  return (
    <form
      noValidate
      aria-label="Payment"
      onSubmit={(event) => {
        event.preventDefault();
        onPay();
      }}
    >
      <fieldset className="grid gap-3">
        <legend className="sr-only">How would you like to pay?</legend>
        <label className={`flex cursor-pointer flex-col gap-2 rounded-xl border p-4 ${method === 'card' ? 'border-plum bg-soft-pink/40' : 'border-ink/20'}`}>
          <span className="flex items-center gap-3 font-semibold">
            <input type="radio" name="paymentMethod" value="card" checked={method === 'card'} onChange={() => onMethod('card')} className="h-5 w-5 accent-plum" />
            Pay by card, PayPal, Afterpay or Zip
          </span>
          <span className="text-sm text-ink-muted">You enter your payment details on our payment provider's secure page.</span>
          <PaymentBadges badges={options.paymentBadges} />
        </label>
        {options.canPayOnAccount && (
          <label className={`flex cursor-pointer flex-col gap-2 rounded-xl border p-4 ${method === 'account' ? 'border-plum bg-soft-pink/40' : 'border-ink/20'}`}>
            <span className="flex items-center gap-3 font-semibold">
              <input type="radio" name="paymentMethod" value="account" checked={method === 'account'} onChange={() => onMethod('account')} className="h-5 w-5 accent-plum" />
              Pay on account
            </span>
            <span className="text-sm text-ink-muted">The order is placed now and the balance is added to your account's statement.</span>
          </label>
        )}
      </fieldset>
      <button
        type="submit"
        disabled={sending}
        aria-busy={sending || undefined}
        className="mt-5 w-full rounded-full bg-plum px-6 py-3.5 text-lg font-semibold text-white hover:bg-plum-dark disabled:opacity-60 sm:w-auto"
      >
        {sending ? (onAccount ? 'Placing your order…' : 'Taking you to payment…') : onAccount ? `Place order (${total})` : resuming ? 'Continue to payment' : `Pay ${total} securely`}
      </button>
      {failure && (
        <p role="alert" className="mt-3 rounded-lg bg-soft-pink px-3 py-2 text-alert-red">
          {failure}
        </p>
      )}
    </form>
  );
}
