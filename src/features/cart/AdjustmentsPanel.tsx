import { useState } from 'react';
import SidePanel from '../../components/SidePanel';
import { SubmitRow } from '../../components/SubmitRow';
import { TextArea, TextField } from '../../components/FormField';
import { addAdjustment, removeAdjustment } from './api/cart';
import { AdjustmentBodyModel, CUSTOM_DESCRIPTION_MAX, CUSTOM_TITLE_MAX } from '../../lib/api/contracts/cart-actions';
import type { LineItem } from '../../lib/api/contracts/cart';
import { changeCart } from './stores/cart-actions';
import { useCartForm } from './use-cart-form';

const EMPTY = { title: '', description: '', price: '' };

/**
 * Adjustments of one line (spec 001 section 5.3; staff only): extras priced
 * by hand, each with a title, description and price, added to the line's
 * total. The form empties after each one, ready for the next.
 */
export default function AdjustmentsPanel({ line, onClose }: { line: LineItem; onClose: () => void }) {
  const {
    ref,
    submit: submitForm,
    sending,
    failure,
    field,
  } = useCartForm(
    AdjustmentBodyModel,
    EMPTY,
    'adjustment',
    (cartId, values) => addAdjustment(cartId, line.lineItemId, values),
    (reset) => reset(),
  );
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);
  const remove = async (adjustmentId: string) => {
    setRemoveFailure(null);
    const result = await changeCart('adjustment', (cartId) => removeAdjustment(cartId, line.lineItemId, adjustmentId));
    if (!result.ok) setRemoveFailure(result.message);
  };
  return (
    <SidePanel onClose={onClose} title={`Adjustments to ${line.name}`}>
      {line.adjustments.length > 0 && (
        <ul className="mb-5 divide-y divide-plum/10 rounded-lg border border-plum/10" aria-label="Adjustments on this line">
          {line.adjustments.map((adjustment) => (
            <li key={adjustment.id} className="flex items-start gap-3 px-3 py-2">
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">{adjustment.name}</span>
                <span className="block text-sm text-ink-muted">{adjustment.description}</span>
              </span>
              <span className="font-semibold text-plum">{adjustment.money.formattedPrice}</span>
              <button type="button" className="text-sm font-semibold text-plum underline" aria-label={`Remove adjustment ${adjustment.name}`} onClick={() => void remove(adjustment.id)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {removeFailure && (
        <p role="alert" className="mb-3 text-sm text-alert-red">
          {removeFailure}
        </p>
      )}
      <form ref={ref} noValidate onSubmit={(event) => void submitForm(event)} className="grid gap-3" aria-label="Add an adjustment">
        <TextField label="Title" required maxLength={CUSTOM_TITLE_MAX} {...field('title')} />
        <TextArea label="Description" required rows={3} maxLength={CUSTOM_DESCRIPTION_MAX} {...field('description')} />
        <TextField label="Price ($)" required inputMode="decimal" placeholder="0.00" {...field('price')} />
        <SubmitRow sending={sending} label="Add adjustment" sendingLabel="Adding…" failure={failure} />
      </form>
    </SidePanel>
  );
}
