import type { CardMessageTier } from '../../lib/domain/card-message';
import { cardMessageInputModel } from '../../lib/domain/card-message-model';
import type { SetCardMessageBody } from '../../lib/api/contracts/cart-actions';
import { fieldErrors, unprocessable } from '../http/problem';

/** The card message columns of a line or custom product. */
export interface StoredCardMessage {
  cardMessage: string | null;
  cardMessageTier: CardMessageTier;
  noCardMessage: boolean;
}

const FIELDS: Record<string, string> = { message: 'cardMessage', tier: 'cardMessageTier', noCardMessage: 'noCardMessage' };

const models = new Map<string | null, ReturnType<typeof cardMessageInputModel>>();
/** The model of each third-party source, made once. */
function modelFor(thirdPartySource: string | null) {
  let model = models.get(thirdPartySource);
  if (!model) models.set(thirdPartySource, (model = cardMessageInputModel(thirdPartySource)));
  return model;
}

/**
 * A card message as the card message panel sends it, checked with the
 * domain's rule for the item's third-party source (docs/adr/0500): a
 * message or the tick, within the tier's limit or the partner cap. Problems
 * name the body's fields (`cardMessage`). Ticking the box clears the text.
 */
export function checkedCardMessage(body: SetCardMessageBody, thirdPartySource: string | null): StoredCardMessage {
  const parsed = modelFor(thirdPartySource).safeParse({ message: body.cardMessage ?? '', tier: body.cardMessageTier, noCardMessage: body.noCardMessage });
  if (!parsed.success) {
    const errors = Object.fromEntries(Object.entries(fieldErrors(parsed.error)).map(([field, message]) => [FIELDS[field] ?? field, message]));
    throw unprocessable(Object.values(errors)[0] ?? 'The card message is not valid.', errors);
  }
  const { message, tier, noCardMessage } = parsed.data;
  return { cardMessage: noCardMessage || message === '' ? null : message, cardMessageTier: tier, noCardMessage };
}
