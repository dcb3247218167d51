import type { PaymentSessionStatus } from '../../lib/api/contracts/checkout';

const link = 'font-semibold text-plum underline';
const confirmation = (session: PaymentSessionStatus) => `/checkout/confirmation?session=${encodeURIComponent(session.id)}`;

/** Why a session takes no payment, from its status: paid (with its order, or refunded), declined, or closed by the shop (or still open as far as this page knew). */
function whyClosed(session: PaymentSessionStatus): { text: string; href: string; label: string } {
  if (session.status === 'paid' && session.orderId) return { text: 'This payment has been made and your order is placed.', href: confirmation(session), label: 'See your order' };
  if (session.status === 'paid') return { text: 'This payment was made but could not become an order, so it is refunded.', href: confirmation(session), label: 'See what happened' };
  const why = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ');
  if (session.status === 'failed') return { text: why('This payment was declined.', session.failureReason), href: '/checkout', label: 'Return to checkout' };
  return { text: why('This payment was closed before it was made.', session.failureReason, 'Nothing was charged.'), href: '/checkout', label: 'Return to checkout' };
}

/**
 * The sandbox's page for a session that takes no more payments: why (from
 * the session as loaded, or the shop's own words when a payment was refused
 * as the session closed meanwhile), and the way back to the shop.
 */
export function SandboxClosed({ session, detail }: { session: PaymentSessionStatus; detail?: string }) {
  const closed = whyClosed(session);
  const why = detail ? { ...closed, text: detail } : closed;
  return (
    <div className="grid gap-4">
      <p role="alert" className="rounded-lg bg-soft-pink px-4 py-3 text-ink">
        {why.text}
      </p>
      <p className="flex flex-wrap gap-6">
        <a href={why.href} className={link}>
          {why.label}
        </a>
        <a href="/" className={link}>
          Continue shopping
        </a>
      </p>
    </div>
  );
}
