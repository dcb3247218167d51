import type { LineItem } from '../../lib/api/contracts/cart';
import { displayDay } from '../delivery/calendar';

interface Props {
  line: LineItem;
  /** The line is among those checkout waits on for a card message. */
  needsCardMessage: boolean;
  onRemove: (line: LineItem) => void;
  onDuplicate: (line: LineItem) => void;
  onCardMessage: (line: LineItem, opener: HTMLElement) => void;
  onChangeLocation: () => void;
}

/** One line of the cart drawer: image, name, size, delivery date, card message, price, quantity; Duplicate and Remove. */
export default function CartLine({ line, needsCardMessage, onRemove, onDuplicate, onCardMessage, onChangeLocation }: Props) {
  const hasMessage = line.noCardMessage || !!line.cardMessage;
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
        {!line.isValid && (
          <p className="mt-1 text-sm font-medium text-alert-red">
            Item is not available for delivery to this location.{' '}
            <button type="button" onClick={onChangeLocation} className="font-semibold text-plum underline">
              Change location
            </button>
          </p>
        )}
        {line.addons.length > 0 && (
          <ul className="mt-1 text-sm text-ink-muted" aria-label={`Add-ons for ${line.name}`}>
            {line.addons.map((addon) => (
              <li key={addon.id}>
                {addon.quantity} × {addon.name} ({addon.totalPrice.formattedPrice})
              </li>
            ))}
          </ul>
        )}
        <div className={`mt-2 rounded-md px-2 py-1.5 text-sm ${needsCardMessage ? 'bg-soft-pink' : 'bg-cream'}`}>
          {line.noCardMessage ? (
            <p className="text-ink-muted italic">No card message</p>
          ) : line.cardMessage ? (
            <p className="line-clamp-2 whitespace-pre-line text-ink">“{line.cardMessage}”</p>
          ) : (
            <p className={needsCardMessage ? 'font-medium text-alert-red' : 'text-ink-muted'}>No card message yet</p>
          )}
          <button type="button" className="mt-1 font-semibold text-plum underline" aria-haspopup="dialog" onClick={(event) => onCardMessage(line, event.currentTarget)}>
            {hasMessage ? `Edit card message` : 'Add a card message'}
            <span className="sr-only"> for {line.name}</span>
          </button>
        </div>
      </div>
      <div className="flex shrink-0 flex-col items-end justify-between gap-1">
        <span className="font-semibold text-plum">{line.totalPrice.formattedPrice}</span>
        <button type="button" className="rounded px-2 py-1 text-sm text-ink underline hover:bg-soft-pink" aria-label={`Duplicate ${line.name}`} onClick={() => onDuplicate(line)}>
          Duplicate
        </button>
        <button type="button" className="rounded px-2 py-1 text-sm text-ink underline hover:bg-soft-pink" aria-label={`Remove ${line.name}`} onClick={() => onRemove(line)}>
          Remove
        </button>
      </div>
    </li>
  );
}
