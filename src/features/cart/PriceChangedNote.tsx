import type { LineItem } from '../../lib/api/contracts/cart';

/** Says that a line's price changed in the catalogue since it was added (a cart is priced as it is now). */
export default function PriceChangedNote({ line, className = '' }: { line: Pick<LineItem, 'price' | 'priceBefore'>; className?: string }) {
  if (!line.priceBefore) return null;
  return (
    <p className={`text-sm font-medium text-ink ${className}`} data-testid="price-changed">
      The price changed from {line.priceBefore.formattedPrice} to {line.price.formattedPrice} since you added it.
    </p>
  );
}
