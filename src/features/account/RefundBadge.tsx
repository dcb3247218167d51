import type { RefundStatus } from '../../lib/domain/payment';

/** A refund's status in words, with a colour that only echoes them (the order status badges' colours). */
const REFUND_BADGES: Record<RefundStatus, { label: string; className: string }> = {
  requested: { label: 'Awaiting approval', className: 'border-alert-orange/30 bg-wattle-light text-alert-orange' },
  pending: { label: 'Being refunded', className: 'border-alert-orange/30 bg-wattle-light text-alert-orange' },
  refunded: { label: 'Refunded', className: 'border-alert-green/30 bg-sage-light text-alert-green' },
  failed: { label: 'Failed, trying again', className: 'border-alert-red/30 bg-soft-pink text-alert-red' },
};

export function RefundBadge({ status }: { status: RefundStatus }) {
  const badge = REFUND_BADGES[status];
  return <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${badge.className}`}>{badge.label}</span>;
}
