import SidePanel from '../../components/SidePanel';
import { SubmitRow } from '../../components/SubmitRow';
import { TextArea } from '../../components/FormField';
import { setCartNote } from './api/cart';
import { CART_NOTE_MAX, CartNoteBodyModel } from '../../lib/api/contracts/cart-actions';
import { z } from 'zod';
import { useCartForm } from './use-cart-form';

const NoteFormModel = z.object({ cartNote: CartNoteBodyModel.shape.cartNote });

/** The cart note (staff only): instructions for the whole order; saving it empty clears it. */
export default function CartNotePanel({ note, onClose }: { note: string | null; onClose: () => void }) {
  const { ref, submit: submitForm, sending, failure, field, values } = useCartForm(NoteFormModel, { cartNote: note ?? '' }, 'note', (cartId, values) => setCartNote(cartId, values.cartNote), onClose);
  const length = values.cartNote.trim().length;
  return (
    <SidePanel onClose={onClose} title="Cart note">
      <form ref={ref} noValidate onSubmit={(event) => void submitForm(event)} className="grid gap-3" aria-label="Cart note">
        <TextArea label="Note for this order" rows={6} hint={`${length} of ${CART_NOTE_MAX} characters. Leave it empty to remove the note.`} data-autofocus {...field('cartNote')} />
        <SubmitRow sending={sending} label="Save note" sendingLabel="Saving…" failure={failure} />
      </form>
    </SidePanel>
  );
}
