import { useId, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { setCardMessage } from '../../lib/api/cart';
import type { LineItem } from '../../lib/api/contracts/cart';
import {
  CARD_MESSAGE_MISSING,
  CARD_MESSAGE_TIER_LABELS,
  CARD_MESSAGE_TIER_LIMITS,
  CARD_MESSAGE_TIERS,
  cardMessageCounter,
  cardMessageInputModel,
  cardMessageLength,
  cardMessageLimit,
  NO_CARD_MESSAGE_LABEL,
  type CardMessageTier,
} from '../../lib/domain/card-message';
import { errorsByField } from '../../lib/domain/validation';
import { changeCart } from '../../stores/cart-actions';
import { readDraft, writeDraft, type CardMessageDraft } from '../../stores/cart-message-drafts';

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
  const ids = { message: useId(), counter: useId(), error: useId() };
  const limit = cardMessageLimit(draft.tier, line.thirdPartySource);
  const over = cardMessageLength(draft.message) > limit;

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
    <Dialog
      open
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
      <fieldset className="mb-3" disabled={draft.noCardMessage}>
        <legend className="text-sm font-semibold text-ink">Message length</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {CARD_MESSAGE_TIERS.map((tier: CardMessageTier) => (
            <label key={tier} className={`cursor-pointer rounded-full border px-3 py-1 text-sm ${draft.tier === tier ? 'border-plum bg-soft-pink' : 'border-ink/20'}`}>
              <input type="radio" name="card-message-tier" value={tier} checked={draft.tier === tier} onChange={() => update({ tier })} className="sr-only" />
              {CARD_MESSAGE_TIER_LABELS[tier]} ({Math.min(CARD_MESSAGE_TIER_LIMITS[tier], cardMessageLimit(tier, line.thirdPartySource))})
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={ids.message} className="block text-sm font-semibold text-ink">
        Your message
      </label>
      <textarea
        id={ids.message}
        value={draft.noCardMessage ? '' : draft.message}
        disabled={draft.noCardMessage}
        onChange={(event) => update({ message: event.target.value })}
        rows={6}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={`${ids.counter}${error ? ` ${ids.error}` : ''}`}
        className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink disabled:bg-cream ${error || over ? 'border-alert-red' : 'border-ink/25'}`}
      />
      <p id={ids.counter} className={`mt-1 text-right text-sm ${over ? 'font-semibold text-alert-red' : 'text-ink-muted'}`} aria-live="polite">
        {cardMessageCounter(draft.message, limit)}
      </p>
      {error && (
        <p id={ids.error} className="mt-1 text-sm text-alert-red">
          {error}
        </p>
      )}
      <label className="mt-3 flex items-center gap-2">
        <input type="checkbox" checked={draft.noCardMessage} onChange={(event) => update({ noCardMessage: event.target.checked })} className="h-5 w-5 accent-plum" />
        {NO_CARD_MESSAGE_LABEL}
      </label>
      {failure && (
        <p role="alert" className="mt-3 rounded-lg bg-soft-pink px-3 py-2 text-alert-red">
          {failure}
        </p>
      )}
    </Dialog>
  );
}
