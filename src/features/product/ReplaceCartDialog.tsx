import Dialog from '../../components/Dialog';
import { REPLACE_CART_QUESTION } from './add-to-cart';

interface Props {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asked when the cart holds products of the other source: proceeding empties it first. */
export default function ReplaceCartDialog({ open, busy, onConfirm, onCancel }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      size="sm"
      title="Replace your cart?"
      footer={
        <>
          <button type="button" className="rounded-full px-5 py-2.5 font-semibold text-plum underline" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" data-autofocus className="rounded-full bg-plum px-6 py-2.5 font-semibold text-white hover:bg-plum-dark disabled:opacity-60" disabled={busy} onClick={onConfirm}>
            {busy ? 'Adding…' : 'Proceed'}
          </button>
        </>
      }
    >
      <p className="text-ink">{REPLACE_CART_QUESTION}</p>
    </Dialog>
  );
}
