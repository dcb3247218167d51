import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { errorMessage } from '../../../lib/domain/errors';
import { $leaveCheckoutSteps, leaveCheckout } from './leave';

/**
 * The checkout header's logo: clicking it asks whether to leave checkout;
 * confirming runs the leave steps and goes home, and a failure is shown in
 * the dialog.
 */
export default function LeaveCheckout({ logo }: { logo: { src: string; width: number; height: number } }) {
  const steps = useStore($leaveCheckoutSteps);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (pending) return;
    setOpen(false);
    setError(null);
  };
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await leaveCheckout(steps, () => window.location.assign('/'));
    } catch (cause) {
      setError(errorMessage(cause, 'We could not leave checkout. Please try again.'));
      setPending(false);
    }
  };

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-label="Wattle & Bloom home" aria-haspopup="dialog" className="shrink-0 rounded">
        <img src={logo.src} alt="" width={logo.width} height={logo.height} className="h-10 w-auto md:h-12" />
      </button>
      <Dialog
        open={open}
        onClose={close}
        title="Leave checkout?"
        role="alertdialog"
        size="sm"
        footer={
          <>
            <button type="button" onClick={close} disabled={pending} className="rounded-full border border-plum px-5 py-2.5 font-semibold text-plum hover:bg-soft-pink disabled:opacity-50">
              Stay on checkout
            </button>
            <button type="button" onClick={confirm} disabled={pending} className="rounded-full bg-plum px-5 py-2.5 font-semibold text-white hover:bg-plum-dark disabled:opacity-60">
              {pending ? 'Leaving…' : 'Leave checkout'}
            </button>
          </>
        }
      >
        {steps.some((s) => s.warning) ? steps.map((s, i) => s.warning && <p key={i}>{s.warning}</p>) : <p>Your cart is saved, so you can come back and finish your order at any time.</p>}
        {error && (
          <p role="alert" className="mt-3 rounded-lg bg-soft-pink px-3 py-2 text-alert-red">
            {error}
          </p>
        )}
      </Dialog>
    </>
  );
}
