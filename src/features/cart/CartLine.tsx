import type { LineItem } from '../../lib/api/contracts/cart';
import type { CartPanel } from './stores/cart-panel';
import { formatDisplayDate } from '../../lib/domain/calendar-day';
import CardMessageSummary from './CardMessageSummary';
import PriceChangedNote from './PriceChangedNote';
import Picture from '../../components/Picture';

interface Props {
  line: LineItem;
  /** The line is among those checkout waits on for a card message. */
  needsCardMessage: boolean;
  /** Staff see the adjustments action (docs/adr/0501). */
  staff: boolean;
  onRemove: (line: LineItem) => void;
  onDuplicate: (line: LineItem) => void;
  onOpen: (panel: CartPanel) => void;
}

const action = 'rounded px-2 py-1 text-sm text-ink underline hover:bg-soft-pink';

/** One line of the cart drawer: image, name, size, delivery, gifts, adjustments, card message, price; its actions open the panels. */
export default function CartLine({ line, needsCardMessage, staff, onRemove, onDuplicate, onOpen }: Props) {
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <Picture src={line.thumbnailImage.url} alt="" width={88} height={88} layout="thumb" className="h-22 w-22 shrink-0 rounded-md bg-cream" />
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
          <dd>{formatDisplayDate(line.deliveryDate)}</dd>
          <dt>Quantity</dt>
          <dd>{line.quantity}</dd>
        </dl>
        <PriceChangedNote line={line} className="mt-1" />
        {!line.isValid && (
          <p className="mt-1 text-sm font-medium text-alert-red">
            Item is not available for delivery to this location.{' '}
            <button type="button" onClick={() => onOpen({ kind: 'delivery' })} className="font-semibold text-plum underline">
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
        {line.adjustments.length > 0 && (
          <ul className="mt-1 text-sm text-ink-muted" aria-label={`Adjustments to ${line.name}`}>
            {line.adjustments.map((adjustment) => (
              <li key={adjustment.id}>
                {adjustment.name} ({adjustment.money.formattedPrice})
              </li>
            ))}
          </ul>
        )}
        <CardMessageSummary
          name={line.name}
          cardMessage={line.cardMessage}
          noCardMessage={line.noCardMessage}
          needsCardMessage={needsCardMessage}
          onEdit={() => onOpen({ kind: 'card-message', lineItemId: line.lineItemId })}
        />
        <div className="mt-1 flex flex-wrap gap-x-1">
          <button type="button" className={action} aria-haspopup="dialog" onClick={() => onOpen({ kind: 'addons', lineItemId: line.lineItemId })}>
            {line.addons.length ? 'Change gifts' : 'Add a gift'}
            <span className="sr-only"> for {line.name}</span>
          </button>
          {staff && (
            <button type="button" className={action} aria-haspopup="dialog" onClick={() => onOpen({ kind: 'adjustments', lineItemId: line.lineItemId })}>
              Adjustments<span className="sr-only"> to {line.name}</span>
            </button>
          )}
        </div>
      </div>
      <div className="flex shrink-0 flex-col items-end justify-between gap-1">
        <span className="font-semibold text-plum">{line.totalPrice.formattedPrice}</span>
        <button type="button" className={action} aria-label={`Duplicate ${line.name}`} onClick={() => onDuplicate(line)}>
          Duplicate
        </button>
        <button type="button" className={action} aria-label={`Remove ${line.name}`} onClick={() => onRemove(line)}>
          Remove
        </button>
      </div>
    </li>
  );
}
