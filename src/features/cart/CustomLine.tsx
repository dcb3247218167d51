import type { CustomLineItem } from '../../lib/api/contracts/cart';
import { formatDisplayDate } from '../../lib/domain/calendar-day';
import CardMessageSummary from './CardMessageSummary';

interface Props {
  item: CustomLineItem;
  needsCardMessage: boolean;
  onEdit: (item: CustomLineItem) => void;
  onRemove: (item: CustomLineItem) => void;
}

const action = 'rounded px-2 py-1 text-sm text-ink underline hover:bg-soft-pink';

/** A custom product in the cart drawer: title, description, delivery, card message and price; Change opens its panel. */
export default function CustomLine({ item, needsCardMessage, onEdit, onRemove }: Props) {
  return (
    <li className="flex gap-3 py-4" data-testid="custom-line">
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold leading-snug text-ink">
          {item.name} <span className="ml-1 rounded bg-wattle-light px-1.5 py-0.5 text-xs font-semibold text-ink">Custom</span>
        </h3>
        <p className="mt-1 text-sm text-ink-muted">{item.description}</p>
        <p className="text-sm text-ink-muted">Delivery {formatDisplayDate(item.deliveryDate)}</p>
        {!item.isValid && <p className="mt-1 text-sm font-medium text-alert-red">Item is not available for delivery to this location.</p>}
        <CardMessageSummary name={item.name} cardMessage={item.cardMessage} noCardMessage={item.noCardMessage} needsCardMessage={needsCardMessage} onEdit={() => onEdit(item)} />
      </div>
      <div className="flex shrink-0 flex-col items-end justify-between gap-1">
        <span className="font-semibold text-plum">{item.money.formattedPrice}</span>
        <button type="button" className={action} aria-haspopup="dialog" aria-label={`Change ${item.name}`} onClick={() => onEdit(item)}>
          Change
        </button>
        <button type="button" className={action} aria-label={`Remove ${item.name}`} onClick={() => onRemove(item)}>
          Remove
        </button>
      </div>
    </li>
  );
}
