import { PAYMENT_BADGES } from '../lib/domain/payment';

const LABELS: Record<(typeof PAYMENT_BADGES)[number], string> = {
  mastercard: 'Mastercard',
  amex: 'American Express',
  zip: 'Zip',
  visa: 'Visa',
  paypal: 'PayPal',
  afterpay: 'Afterpay',
};
const SHORT: Record<(typeof PAYMENT_BADGES)[number], string> = { mastercard: 'Mastercard', amex: 'AMEX', zip: 'Zip', visa: 'VISA', paypal: 'PayPal', afterpay: 'Afterpay' };

/** The ways to pay the provider accepts (spec 001 section 1), as named badges. */
export function PaymentBadges({ badges = PAYMENT_BADGES }: { badges?: readonly (typeof PAYMENT_BADGES)[number][] }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Ways to pay">
      {badges.map((badge) => (
        <li key={badge} data-badge={badge} className="rounded-md border border-ink/20 bg-white px-2 py-1 text-xs font-bold tracking-wide text-ink">
          <span aria-hidden="true">{SHORT[badge]}</span>
          <span className="sr-only">{LABELS[badge]}</span>
        </li>
      ))}
    </ul>
  );
}
