import { useId } from 'react';
import {
  CARD_MESSAGE_TIER_LABELS,
  CARD_MESSAGE_TIER_LIMITS,
  CARD_MESSAGE_TIERS,
  cardMessageCounter,
  cardMessageLength,
  cardMessageLimit,
  NO_CARD_MESSAGE_LABEL,
  type CardMessageTier,
} from '../../lib/domain/card-message';
import type { CardMessageDraft } from './stores/cart-message-drafts';

interface Props {
  draft: CardMessageDraft;
  onChange: (change: Partial<CardMessageDraft>) => void;
  error: string | null;
  thirdPartySource: string | null;
  /** The field's label ("Your message", "Card message"). */
  label?: string;
}

/**
 * A card message's fields (spec 001 section 5.4): the length tier, the
 * message with a live count against its limit, and the tick for no message.
 * Used by the card message panel and the custom product panel.
 */
export default function CardMessageFields({ draft, onChange, error, thirdPartySource, label = 'Your message' }: Props) {
  const ids = { message: useId(), counter: useId(), error: useId(), tier: useId() };
  const limit = cardMessageLimit(draft.tier, thirdPartySource);
  const over = cardMessageLength(draft.message) > limit;
  return (
    <div>
      <fieldset className="mb-3" disabled={draft.noCardMessage}>
        <legend className="text-sm font-semibold text-ink">Message length</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {CARD_MESSAGE_TIERS.map((tier: CardMessageTier) => (
            <label
              key={tier}
              className={`cursor-pointer rounded-full border px-3 py-1 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-plum ${draft.tier === tier ? 'border-plum bg-soft-pink' : 'border-ink/20'}`}
            >
              <input type="radio" name={ids.tier} value={tier} checked={draft.tier === tier} onChange={() => onChange({ tier })} className="sr-only" />
              {CARD_MESSAGE_TIER_LABELS[tier]} ({Math.min(CARD_MESSAGE_TIER_LIMITS[tier], cardMessageLimit(tier, thirdPartySource))})
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={ids.message} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={ids.message}
        value={draft.noCardMessage ? '' : draft.message}
        disabled={draft.noCardMessage}
        onChange={(event) => onChange({ message: event.target.value })}
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
        <input type="checkbox" checked={draft.noCardMessage} onChange={(event) => onChange({ noCardMessage: event.target.checked })} className="h-5 w-5 accent-plum" />
        {NO_CARD_MESSAGE_LABEL}
      </label>
    </div>
  );
}
