import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { RetryAlert } from '../../components/RetryAlert';
import { fetchCart } from '../cart/api/cart';
import { fetchCheckoutOptions, startCheckout } from './api/checkout';
import type { Cart } from '../../lib/api/contracts/cart';
import type { CheckoutBody } from '../../lib/api/contracts/checkout-body';
import type { CheckoutOptions, PaymentMethod } from '../../lib/api/contracts/checkout';
import type { ApiResult } from '../../lib/api/client';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { $cart, $storedCart, forgetCart } from '../cart/stores/cart';
import { useHydrated } from '../../stores/hydrated';
import { $session } from '../auth/stores/session';
import { PaymentStartedNotice } from '../cart/PaymentStartedNotice';
import { SaveForLater } from '../cart/SaveForLater';
import { ACCOUNT_PAGES } from '../../lib/domain/account';
import { $openPanel, openPanel } from '../../stores/ui';
import { addLeaveCheckoutStep } from './header/leave';
import CheckoutGate from './CheckoutGate';
import CheckoutSummary from './CheckoutSummary';
import { clearDraft, readDraft, writeDraft, EMPTY_DRAFT, type CheckoutDraft, type RecipientValues, type SenderValues } from './checkout-draft';
import { CheckoutStep, type StepName } from './CheckoutStep';
import { abandonPartnerCart, PARTNER_CART_WARNING } from './partner-cart';
import PaymentStep from './PaymentStep';
import RecipientStep from './RecipientStep';
import SenderStep from './SenderStep';
import { splitCheckoutErrors } from './checkout-errors';
import { returnedPayment } from './payment-outcome';
import { useMutation, useQuery } from '../../lib/api/useQuery';

const CartDrawer = lazy(() => import('../cart/CartDrawer'));

/** What the checkout loads: nothing to check out, or the cart (into the cart store) and how its holder may pay. */
type Loaded = { status: 'empty' } | { status: 'ready'; cartId: string; options: CheckoutOptions };

/**
 * The checkout (spec 001 section 2.5): initial (loading the cart and how the
 * caller may pay), sender details, recipient details, payment, order. The
 * cart is shown read-only beside the steps and is changed in the cart drawer;
 * every change there is reflected here. Typed details survive a reload and a
 * declined payment.
 */
export default function CheckoutApp() {
  const session = useStore($session);
  const storedCart = useStore($storedCart);
  const liveCart = useStore($cart);
  const drawerOpen = useStore($openPanel) === 'cart';
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  // What was typed before a reload or a declined payment (the page's first render is the skeleton, so this never differs from the server's markup).
  const [draft, setDraft] = useState<CheckoutDraft>(() => (typeof window === 'undefined' ? EMPTY_DRAFT : restoredDraft()));
  const [step, setStep] = useState<StepName>(() => (typeof window !== 'undefined' && declinedSession() ? 'payment' : 'sender'));
  const [errors, setErrors] = useState<{ sender: Record<string, string>; recipient: Record<string, string> }>({ sender: {}, recipient: {} });
  const [failure, setFailure] = useState<string | null>(null);
  const [gateProblem, setGateProblem] = useState<string | null>(null);
  if (drawerOpen && !drawerLoaded) setDrawerLoaded(true);

  const hydrated = useHydrated();
  const cartId = storedCart?.cartId ?? null;
  const checkout = useQuery(cartId ? `checkout:${cartId}` : null, (signal) => loadCheckout(cartId!, signal));
  const load = cartId === null ? ({ status: 'ok', data: { status: 'empty' } } as const) : checkout.state;

  // Say why a payment came back without an order: declined, refunded (the cart had been ordered or had changed) or closed.
  const [returnedSession] = useState(() => (typeof window === 'undefined' ? null : declinedSession()));
  const returned = useQuery(returnedSession ? `returned:${returnedSession}` : null, async (signal) => ({ ok: true, data: await returnedPayment(returnedSession!, signal), status: 200 }));
  const returnedTo = returned.state.status === 'ok' ? returned.state.data : null;
  useEffect(() => {
    if (returnedTo?.kind === 'ordered') location.replace(returnedTo.href);
  }, [returnedTo]);
  // Its word stands until the shopper pays again.
  const [paidAgain, setPaidAgain] = useState(false);
  const shownFailure = failure ?? (!paidAgain && returnedTo?.kind === 'message' ? returnedTo.text : null);

  const order = useMutation((body: CheckoutBody & { cartId: string }) => {
    const { cartId: id, ...rest } = body;
    return startCheckout(id, rest);
  });
  // On its way to the payment page or the confirmation, the pay button stays busy.
  const sending = order.pending || order.state.status === 'ok';

  const ready = load.status === 'ok' && load.data.status === 'ready' ? load.data : null;
  const cart: Cart | null = ready && liveCart?.cartId === ready.cartId ? liveCart : null;

  // A partner's cart is held only while its shopper checks out: leaving abandons it.
  const partnerCartId = cart?.thirdPartySource ? cart.cartId : null;
  useEffect(() => {
    if (!partnerCartId) return;
    return addLeaveCheckoutStep({ warning: PARTNER_CART_WARNING, run: () => abandonPartnerCart(partnerCartId) });
  }, [partnerCartId]);

  const update = useCallback((change: (draft: CheckoutDraft) => CheckoutDraft) => {
    setDraft((current) => {
      const next = change(current);
      writeDraft(next);
      return next;
    });
  }, []);
  const onSender = useCallback((sender: SenderValues) => update((d) => ({ ...d, sender })), [update]);
  const onRecipient = useCallback((recipient: RecipientValues) => update((d) => ({ ...d, recipient })), [update]);

  // The server renders the skeleton: the stored cart is the browser's.
  if (!hydrated || load.status === 'loading' || load.status === 'idle' || (ready && !cart)) return <CheckoutSkeleton />;
  if (load.status === 'error') return <RetryAlert message={load.message} onRetry={checkout.reload} />;
  if (!ready || !cart) return <EmptyCheckout failure={shownFailure} />;

  const options = ready.options;
  const method: PaymentMethod = options.canPayOnAccount ? draft.paymentMethod : 'card';
  const blocked = cart.checkoutBlocks.length > 0;
  const total = cart.totalPrice.formattedPrice;
  const customer = session !== null && options.checkoutUserKind === 'consumer';
  const editCart = () => openPanel('cart');

  const pay = async () => {
    setFailure(null);
    setPaidAgain(true);
    setGateProblem(null);
    const { deliveryInstructions, ...recipient } = draft.recipient;
    const result = await order.run({
      cartId: cart.cartId,
      sender: draft.sender,
      recipient,
      deliveryInstructions,
      paymentMethod: method,
      saveAddress: customer && draft.saveAddress,
    });
    if (result.ok) {
      if ('paymentSession' in result.data) {
        location.assign(result.data.paymentSession.url);
        return;
      }
      clearDraft();
      forgetCart();
      location.assign(`/checkout/confirmation?order=${encodeURIComponent(result.data.order.orderId)}`);
      return;
    }
    const { error } = result;
    if (error.type.startsWith('/problems/checkout/')) {
      setGateProblem([error.body.title, error.body.detail].filter(Boolean).join(' ') || error.message);
      const fresh = await fetchCart(cart.cartId);
      if (fresh.ok) $cart.set(fresh.data);
      return;
    }
    if (error.type === PROBLEM_TYPES.cartOrdered) {
      forgetCart();
      setFailure('This cart has already been ordered. Check your email for the confirmation, or start a new order.');
      return;
    }
    const split = splitCheckoutErrors(error.body.errors);
    if (split.step) {
      setErrors({ sender: split.sender, recipient: split.recipient });
      setStep(split.step);
      if (split.other) setFailure(split.other);
      return;
    }
    setFailure(split.other ?? error.message);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="order-2 lg:order-1">
        <CheckoutGate blocks={cart.checkoutBlocks} problem={gateProblem} onReview={editCart} />
        <PaymentStartedNotice cart={cart} className="mb-4" />
        <ol className="grid gap-4" aria-label="Checkout steps">
          <CheckoutStep number={1} name="sender" title="Your details" current={step} summary={senderSummary(draft.sender)} onEdit={setStep}>
            <SenderStep initial={withSavedSender(draft.sender, cart.sender)} serverErrors={errors.sender} onChange={onSender} onDone={() => setStep('recipient')} />
          </CheckoutStep>
          <CheckoutStep number={2} name="recipient" title="Delivery details" current={step} summary={recipientSummary(draft.recipient, cart)} onEdit={setStep}>
            <RecipientStep
              initial={draft.recipient}
              destination={cart.deliveryLocation?.name ?? 'Choose a delivery location in your cart'}
              serverErrors={errors.recipient}
              customer={customer}
              saveAddress={draft.saveAddress}
              onSaveAddress={(saveAddress) => update((d) => ({ ...d, saveAddress }))}
              onChangeDestination={editCart}
              onChange={onRecipient}
              onDone={() => setStep('payment')}
            />
          </CheckoutStep>
          <CheckoutStep number={3} name="payment" title="Payment" current={step} summary={null} onEdit={setStep}>
            <PaymentStep
              options={options}
              method={method}
              total={total}
              resuming={!!cart.paymentSession}
              sending={sending || blocked}
              failure={shownFailure}
              onMethod={(paymentMethod) => update((d) => ({ ...d, paymentMethod }))}
              onPay={() => void pay()}
            />
          </CheckoutStep>
        </ol>
      </div>
      <div className="order-1 lg:sticky lg:top-4 lg:order-2">
        <CheckoutSummary cart={cart} onEditCart={editCart} />
        <SaveForLater available sender={draft.sender} onSaved={() => location.assign(ACCOUNT_PAGES['saved-orders'].path)} className="mt-3 text-center" />
      </div>
      {drawerLoaded &&
        createPortal(
          <Suspense fallback={null}>
            <CartDrawer />
          </Suspense>,
          document.body,
        )}
    </div>
  );
}

/** The cart (into the cart store) and how its holder may pay; empty when there is nothing (Active) to check out. */
async function loadCheckout(cartId: string, signal: AbortSignal): Promise<ApiResult<Loaded>> {
  const [cart, options] = await Promise.all([fetchCart(cartId, signal), fetchCheckoutOptions(cartId, signal)]);
  if (!cart.ok) return cart.error.status === 404 ? { ok: true, data: { status: 'empty' }, status: 404 } : cart;
  if (!options.ok) return options;
  $cart.set(cart.data);
  const hasItems = cart.data.lineItems.length + cart.data.customLineItems.length > 0;
  return { ok: true, data: hasItems && cart.data.cartState === 'Active' ? { status: 'ready', cartId, options: options.data } : { status: 'empty' }, status: 200 };
}

/** The payment session a declined payment came back from (`?payment=failed&session=`). */
function declinedSession(): string | null {
  const params = new URLSearchParams(location.search);
  return params.get('payment') === 'failed' ? params.get('session') : null;
}

/** The saved draft; a signed-in shopper's email fills an empty sender email. */
function restoredDraft(): CheckoutDraft {
  const saved = readDraft();
  const email = $session.get()?.email;
  return saved.sender.email || !email ? saved : { ...saved, sender: { ...saved.sender, email } };
}

/** A resumed saved order brings its sender: it fills a sender step that holds nothing typed yet (a signed-in email aside). */
function withSavedSender(typed: SenderValues, saved: Cart['sender']): SenderValues {
  if (!saved || typed.firstName || typed.lastName || typed.mobile) return typed;
  return { firstName: saved.firstName, lastName: saved.lastName, email: saved.email || typed.email, mobile: saved.mobile };
}

const senderSummary = (sender: SenderValues) => (sender.email ? `${sender.firstName} ${sender.lastName} · ${sender.email}` : null);
const recipientSummary = (recipient: RecipientValues, cart: Cart) =>
  recipient.street ? `${recipient.firstName} ${recipient.lastName}, ${recipient.street}${cart.deliveryLocation ? `, ${cart.deliveryLocation.name}` : ''}` : null;

function CheckoutSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading checkout" className="grid animate-pulse gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="grid gap-4">
        <div className="h-40 rounded-2xl bg-cream" />
        <div className="h-16 rounded-2xl bg-cream" />
        <div className="h-16 rounded-2xl bg-cream" />
      </div>
      <div className="h-80 rounded-2xl bg-cream" />
    </div>
  );
}

function EmptyCheckout({ failure }: { failure: string | null }) {
  return (
    <section className="mx-auto max-w-xl py-8 text-center">
      {failure && (
        <p role="alert" className="mb-6 rounded-lg bg-soft-pink px-4 py-3 text-ink">
          {failure}
        </p>
      )}
      <p className="text-lg text-ink">Your cart is empty.</p>
      <p className="mt-2 text-ink-muted">Checkout opens once your cart has items.</p>
      <a href="/flowers" className="mt-6 inline-block rounded-full bg-plum px-6 py-3 font-semibold text-white no-underline hover:bg-plum-dark">
        Browse flowers
      </a>
    </section>
  );
}
