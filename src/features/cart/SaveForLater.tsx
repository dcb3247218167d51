import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { ACCOUNT_PAGES } from '../../lib/domain/account';
import { saveCartForLaterNow } from './stores/cart';
import { $session } from '../auth/stores/session';

const SAVED_ORDERS = ACCOUNT_PAGES['saved-orders'].path;

/**
 * "Save order for later" (signed-in shoppers): the cart goes to their saved
 * orders, with the sender typed so far when it is complete, and the next
 * add starts a new cart. Offered while the cart holds something (`available`). `onSaved` takes over after saving (checkout goes to
 * the saved orders); otherwise a note says where the order went.
 */
export function SaveForLater({ available, sender, onSaved, className = '' }: { available: boolean; sender?: Record<string, string>; onSaved?: () => void; className?: string }) {
  const session = useStore($session);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  if (!session || (!available && state !== 'saved')) return null;
  const save = async () => {
    setFailure(null);
    setState('saving');
    // The sender's rules come with the first save, not with the page.
    const rules = await import('../../lib/api/contracts/saved-carts').catch(() => null);
    if (!rules) {
      setState('idle');
      return setFailure('We could not reach the shop. Check your connection and try again.');
    }
    const typed = sender && rules.SaveCartBodyModel.shape.sender.safeParse(sender);
    const result = await saveCartForLaterNow(typed?.success ? { sender: typed.data } : {});
    if (!result.ok) {
      setState('idle');
      return setFailure(result.message);
    }
    setState('saved');
    onSaved?.();
  };
  return (
    <div className={className}>
      {state === 'saved' ? (
        <p role="status" className="rounded-md bg-sage-light px-3 py-2 text-sm text-ink">
          Your order is saved for later.{' '}
          <a href={SAVED_ORDERS} className="font-semibold text-plum">
            See your saved orders
          </a>
        </p>
      ) : (
        <button type="button" className="font-semibold text-plum underline disabled:opacity-60" disabled={state === 'saving'} onClick={() => void save()}>
          {state === 'saving' ? 'Saving…' : 'Save order for later'}
        </button>
      )}
      {failure && (
        <p role="alert" className="mt-2 rounded-md bg-soft-pink px-3 py-2 text-sm text-alert-red">
          {failure}
        </p>
      )}
    </div>
  );
}
