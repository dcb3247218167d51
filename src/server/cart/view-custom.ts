import type { CustomLineItem } from '../../lib/api/contracts/cart';
import { CARD_MESSAGE_TIERS, cardMessageLimit, DEFAULT_CARD_MESSAGE_TIER, type CardMessageTier } from '../../lib/domain/card-message';
import { price } from '../../lib/domain/money';
import type { CustomLineRow } from './rows';

const tierOf = (stored: string | null): CardMessageTier => ((CARD_MESSAGE_TIERS as readonly string[]).includes(stored ?? '') ? (stored as CardMessageTier) : DEFAULT_CARD_MESSAGE_TIER);

/** The card message fields of a line or custom product, with the limit its tier and source allow. */
export function cardMessageFields(row: { cardMessage: string | null; cardMessageTier: string | null; noCardMessage: boolean }, thirdPartySource: string | null) {
  const tier = tierOf(row.cardMessageTier);
  return {
    cardMessage: row.noCardMessage ? null : row.cardMessage || null,
    cardMessageTier: tier,
    cardMessageLimit: cardMessageLimit(tier, thirdPartySource),
    noCardMessage: row.noCardMessage,
  };
}

/** A custom product as the cart shows it. */
export function customLineView(row: CustomLineRow, isValid: boolean): CustomLineItem {
  const message = cardMessageFields(row, null);
  return {
    id: row.id,
    name: row.title,
    description: row.description,
    money: price(row.priceCents),
    quantity: row.quantity,
    deliveryDate: row.deliveryDate,
    suburbId: row.suburbId,
    countryCode: row.countryCode,
    isValid,
    ...message,
    additionalInfo: [{ key: 'description', value: row.description }, ...(message.cardMessage ? [{ key: 'cardMessage', value: message.cardMessage }] : [])],
  };
}
