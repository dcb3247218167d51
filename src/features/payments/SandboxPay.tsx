import { useRef, useState } from 'react';
import type { z } from 'zod';

import { PaymentBadges } from '../../components/PaymentBadges';
import { RetryAlert } from '../../components/RetryAlert';
import { TextField } from '../../components/FormField';
import { api } from '../../lib/api/client';
import { fetchPaymentSession } from '../checkout/api/checkout';
import { SandboxPayResultModel, type PaymentSessionStatus } from '../../lib/api/contracts/checkout';
import { SandboxPayBodyModel } from '../../lib/api/contracts/checkout-body';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { useErrorFocus, useForm } from '../../components/use-form';
import { SandboxClosed } from './SandboxClosed';
import { useMutation, useQuery } from '../../lib/api/useQuery';

const EMPTY = { cardNumber: '', expiry: '', cvc: '', name: '' };

type Card = z.output<typeof SandboxPayBodyModel>;

/**
 * The payment sandbox's hosted page: what a card provider's page does, in
 * test mode. It takes Stripe's test cards (4242 4242 4242 4242 pays;
 * 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient
 * funds), tells the shop through its signed webhook, and sends the shopper
 * back. A session the shop closed meanwhile (its cart changed or was
 * ordered) takes no payment: the shop's reason is shown instead of the form.
 */
export default function SandboxPay() {
  const [id] = useState(() => (typeof window === 'undefined' ? null : (new URLSearchParams(location.search).get('session') ?? '')));
  const load = useQuery(id === null ? null : `payment:${id}`, (signal) => fetchPaymentSession(id!, signal));
  const payment = useMutation(({ sessionId, card }: { sessionId: string; card: Card }) =>
    api(`/payments/sandbox/${encodeURIComponent(sessionId)}/pay`, { method: 'POST', body: card, schema: SandboxPayResultModel }),
  );
  const [closed, setClosed] = useState<string | null>(null);
  const form = useForm(SandboxPayBodyModel, EMPTY);
  const ref = useRef<HTMLFormElement>(null);
  const focusError = useErrorFocus(ref);

  if (load.state.status === 'loading' || load.state.status === 'idle') return <p aria-busy="true">Loading the payment…</p>;
  if (load.state.status === 'error') return <RetryAlert message={load.state.message} />;
  const session: PaymentSessionStatus = load.state.data;
  if (session.status !== 'open' || closed) return <SandboxClosed session={session} detail={closed ?? undefined} />;
  // On its way back to the shop, the button stays busy.
  const sending = payment.pending || payment.state.status === 'ok';
  const failure = payment.state.status === 'error' && payment.state.error.type !== PROBLEM_TYPES.paymentSessionClosed ? payment.state.message : null;

  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    payment.reset();
    const card = form.check();
    if (!card) return focusError();
    const result = await payment.run({ sessionId: session.id, card });
    if (result.ok) return location.assign(result.data.redirectUrl);
    if (result.error.type === PROBLEM_TYPES.paymentSessionClosed) {
      // The shop's reason, with the way on from the session as it is now (its order, or checkout).
      setClosed(result.error.body.detail ?? result.error.message);
      return load.reload();
    }
    if (result.error.body.errors) form.setErrors(result.error.body.errors);
  };

  return (
    <form ref={ref} noValidate aria-label="Pay with card" onSubmit={(event) => void pay(event)} className="grid gap-4">
      <p className="text-lg">
        Amount due: <strong>{session.amount.formattedPrice}</strong>
      </p>
      <PaymentBadges />
      <TextField label="Card number" required inputMode="numeric" autoComplete="cc-number" {...form.field('cardNumber')} />
      <div className="grid grid-cols-2 gap-4">
        <TextField label="Expiry (MM/YY)" required inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" {...form.field('expiry')} />
        <TextField label="CVC" required inputMode="numeric" autoComplete="cc-csc" {...form.field('cvc')} />
      </div>
      <TextField label="Name on card" required autoComplete="cc-name" {...form.field('name')} />
      <button type="submit" disabled={sending} aria-busy={sending || undefined} className="rounded-full bg-plum px-6 py-3 text-lg font-semibold text-white hover:bg-plum-dark disabled:opacity-60">
        {sending ? 'Paying…' : `Pay ${session.amount.formattedPrice}`}
      </button>
      {failure && (
        <p role="alert" className="text-alert-red">
          {failure}
        </p>
      )}
    </form>
  );
}
