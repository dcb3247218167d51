import { badgeColour, type BadgeColour } from '../lib/domain/order-status';

const CLASSES: Record<BadgeColour, string> = {
  green: 'border-alert-green/30 bg-sage-light text-alert-green',
  red: 'border-alert-red/30 bg-soft-pink text-alert-red',
  orange: 'border-alert-orange/30 bg-wattle-light text-alert-orange',
  pink: 'border-alert-pink/30 bg-soft-pink text-alert-pink',
  grey: 'border-alert-grey/30 bg-cream text-alert-grey',
};

/** An order status as a badge in its colour (spec 001 section 4.2); the text says the status, the colour only echoes it. */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${CLASSES[badgeColour(status)]}`}>{status}</span>;
}
