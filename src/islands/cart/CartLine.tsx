import type { LineItem } from '../../lib/api/contracts/cart';
import { displayDay } from '../delivery/calendar';

interface Props {
  line: LineItem;
  onRemove: (line: LineItem) => void;
}

/** One line of the cart drawer: image, name, size, delivery date, price, quantity and Remove. */
export default function CartLine({ line, onRemove }: Props) {
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <img src={line.thumbnailImage.url} alt="" width={88} height={88} className="h-22 w-22 shrink-0 rounded-md bg-cream object-cover" />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold leading-snug text-ink">
          <a href={line.urlSlug} className="hover:underline">
            {line.name}
          </a>
        </h3>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-ink-muted">
          <dt>Size</dt>
          <dd>{line.variant.label}</dd>
          <dt>Delivery</dt>
          <dd>{displayDay(line.deliveryDate)}</dd>
          <dt>Quantity</dt>
          <dd>{line.quantity}</dd>
        </dl>
        {!line.isValid && <p className="mt-1 text-sm font-medium text-alert-red">Item is not available for delivery to this location</p>}
        {line.addons.length > 0 && (
          <ul className="mt-1 text-sm text-ink-muted" aria-label={`Add-ons for ${line.name}`}>
            {line.addons.map((addon) => (
              <li key={addon.id}>
                {addon.quantity} × {addon.name} ({addon.totalPrice.formattedPrice})
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex shrink-0 flex-col items-end justify-between">
        <span className="font-semibold text-plum">{line.totalPrice.formattedPrice}</span>
        <button type="button" className="rounded px-2 py-1 text-sm text-ink underline hover:bg-soft-pink" aria-label={`Remove ${line.name}`} onClick={() => onRemove(line)}>
          Remove
        </button>
      </div>
    </li>
  );
}
