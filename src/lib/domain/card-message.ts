/**
 * Card messages (spec 001 section 5.4; docs/adr/0500-card-messages-and-checkout-rules.md).
 *
 * - Every line needs a message or a ticked "I don't need a card message".
 * - The shopper picks a length tier, Short 400, Medium 800 or Long 1200
 *   characters; the tier's limit applies (the spec does not say which tier
 *   applies where, so the choice is the shopper's; Short when none is given).
 * - Lines of a third-party source (partner products) have a lower cap,
 *   THIRD_PARTY_CARD_MESSAGE_MAX, whatever the tier: partners print small cards.
 * - Characters are counted as the shopper sees them: one per user-perceived
 *   character (an emoji with a skin tone, or an accented letter made of two
 *   code points, is one), and a line break is one character.
 */
export const CARD_MESSAGE_TIERS = ['short', 'medium', 'long'] as const;
export type CardMessageTier = (typeof CARD_MESSAGE_TIERS)[number];
export const DEFAULT_CARD_MESSAGE_TIER: CardMessageTier = 'short';

export const CARD_MESSAGE_TIER_LIMITS: Record<CardMessageTier, number> = { short: 400, medium: 800, long: 1200 };
export const CARD_MESSAGE_TIER_LABELS: Record<CardMessageTier, string> = { short: 'Short', medium: 'Medium', long: 'Long' };

/** The cap on lines of a third-party source, whatever the tier. */
export const THIRD_PARTY_CARD_MESSAGE_MAX = 250;

/** The tick box's label. */
export const NO_CARD_MESSAGE_LABEL = "I don't need a card message";
/** At checkout, under the lines that have neither a message nor the tick. */
export const CARD_MESSAGE_MISSING_AT_CHECKOUT = 'Enter a card message or tick the box for above products';
/** In the card message panel of one line, above the tick box. */
export const CARD_MESSAGE_MISSING = 'Enter a card message or tick the box below';

/** The field's name in its messages. */
export const CARD_MESSAGE_FIELD = 'Card message';
export const cardMessageTooLongMessage = (max: number) => `${CARD_MESSAGE_FIELD} must be at most ${max} characters`;

/** The limit of a line's message: the tier's, or the lower third-party cap. */
export function cardMessageLimit(tier: CardMessageTier = DEFAULT_CARD_MESSAGE_TIER, thirdPartySource: string | null = null): number {
  const limit = CARD_MESSAGE_TIER_LIMITS[tier];
  return thirdPartySource ? Math.min(limit, THIRD_PARTY_CARD_MESSAGE_MAX) : limit;
}

let segmenter: Intl.Segmenter | undefined;

/**
 * The characters of a message as the form counts them: user-perceived
 * characters (grapheme clusters), with a line break (\n, \r\n or \r) counting
 * as one.
 */
export function cardMessageLength(text: string): number {
  segmenter ??= new Intl.Segmenter('en-AU', { granularity: 'grapheme' });
  let count = 0;
  for (const _ of segmenter.segment(text.replace(/\r\n?/g, '\n'))) count++;
  return count;
}

/** What the form shows under the message: "123 / 400". */
export const cardMessageCounter = (text: string, limit: number) => `${cardMessageLength(text)} / ${limit}`;

/** What the card message rule needs of a cart line. */
export interface CardMessageLine {
  lineItemId: string;
  cardMessage?: string | null;
  noCardMessage?: boolean;
}

/** True when the line has a message (not only spaces) or the ticked box. */
export const hasCardMessageAnswer = (line: CardMessageLine) => line.noCardMessage === true || (line.cardMessage ?? '').trim() !== '';

/** The ids of the lines that have neither a message nor the ticked box, in cart order. */
export function linesMissingCardMessage(lines: readonly CardMessageLine[]): string[] {
  return lines.filter((line) => !hasCardMessageAnswer(line)).map((line) => line.lineItemId);
}
