import { useState } from 'react';
import SidePanel from '../../components/SidePanel';
import { setCardMessage } from './api/cart';
import type { LineItem } from '../../lib/api/contracts/cart';
import { CARD_MESSAGE_MISSING } from '../../lib/domain/card-message';
import { cardMessageInputModel } from '../../lib/domain/card-message-model';
import { errorsByField } from '../../lib/domain/validation';
import { changeCart } from './stores/cart-actions';
import { readDraft, writeDraft, type CardMessageDraft } from './stores/cart-message-drafts';
import CardMessageFields from './CardMessageFields';

/**
 * The card message of one cart line (spec 001 section 5.4): the message
 * with a live count against its limit, the length tier, or the ticked
 * "I don't need a card message". What is typed is kept as a draft until
 * it is saved. The same rule as the server's checks it before sending.
 */
export default function CardMessagePanel({ line, onClose }: { line: LineItem; onClose: () => void }) {
  const [draft, setDraft] = useState<CardMessageDraft>(() => readDraft(line.lineItemId) ?? { message: line.cardMessage ?? '', tier: line.cardMessageTier, noCardMessage: line.noCardMessage });
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const update = (change: Partial<CardMessageDraft>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    setError(null);
    writeDraft(line.lineItemId, next);
  };

  const save = async () => {
    const checked = cardMessageInputModel(line.thirdPartySource).safeParse(draft);
    if (!checked.success) {
      setError(errorsByField(checked.error).message ?? CARD_MESSAGE_MISSING);
      return;
    }
    setSaving(true);
    setFailure(null);
    const { message, tier, noCardMessage } = checked.data;
    const result = await changeCart('card message', (cartId) => setCardMessage(cartId, line.lineItemId, { cardMessage: message, cardMessageTier: tier, noCardMessage }));
    setSaving(false);
    if (!result.ok) {
      if (result.errors.cardMessage) setError(result.errors.cardMessage);
      else setFailure(result.message);
      return;
    }
    writeDraft(line.lineItemId, null);
    onClose();
  };

  return (
    <SidePanel
      onClose={onClose}
      title={`Card message for ${line.name}`}
      footer={
        <>
          <button type="button" onClick={onClose} className="rounded-full border border-plum px-5 py-2.5 font-semibold text-plum hover:bg-soft-pink">
            Cancel
          </button>
          <button
            type="button"
            onClick={() => void save()}
            disabled={saving}
            aria-busy={saving || undefined}
            className="rounded-full bg-plum px-5 py-2.5 font-semibold text-white hover:bg-plum-dark disabled:opacity-60"
          >
            {saving ? 'Saving…' : 'Save card message'}
          </button>
        </>
      }
    >
      <CardMessageFields draft={draft} onChange={update} error={error} thirdPartySource={line.thirdPartySource} />
      {failure && (
        <p role="alert" className="mt-3 rounded-lg bg-soft-pink px-3 py-2 text-alert-red">
          {failure}
        </p>
      )}
    </SidePanel>
  );
}
