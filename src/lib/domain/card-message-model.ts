import { z } from 'zod';
import { CARD_MESSAGE_FIELD, CARD_MESSAGE_MISSING, CARD_MESSAGE_TIERS, cardMessageLength, cardMessageLimit, cardMessageTooLongMessage, DEFAULT_CARD_MESSAGE_TIER } from './card-message';
import { isStorableText, notStorableMessage, select } from './validation';

/* The card message rule of ./card-message as the zod model the card message panel and the API check with. */

/**
 * Stored text is bounded in code units too: a single "character" may be
 * built of any number of combining marks. Eight code units per counted
 * character leaves room for the longest emoji sequences (a family emoji is 11
 * code units) in any realistic message.
 */
const CODE_UNITS_PER_CHARACTER = 8;

/**
 * One line's card message, as the card message panel sends it and the API
 * takes it. Line breaks are kept (as \n) and the ends are trimmed. With the
 * box ticked the message is dropped; without it a message is required.
 * `thirdPartySource` is the line's partner (null for florist-made products):
 * the server passes the line's own, never the caller's.
 */
export function cardMessageInputModel(thirdPartySource: string | null = null) {
  return z
    .object({
      message: z
        .string({ error: `${CARD_MESSAGE_FIELD} is not valid` })
        .refine(isStorableText, { error: notStorableMessage(CARD_MESSAGE_FIELD) })
        .transform((text) => text.replace(/\r\n?/g, '\n').trim())
        .default(''),
      tier: select('card message length', CARD_MESSAGE_TIERS).default(DEFAULT_CARD_MESSAGE_TIER),
      noCardMessage: z.boolean({ error: 'noCardMessage must be true or false' }).default(false),
    })
    .superRefine((input, ctx) => {
      if (input.noCardMessage) return;
      if (input.message === '') {
        ctx.addIssue({ code: 'custom', path: ['message'], message: CARD_MESSAGE_MISSING });
        return;
      }
      const max = cardMessageLimit(input.tier, thirdPartySource);
      if (cardMessageLength(input.message) > max || input.message.length > max * CODE_UNITS_PER_CHARACTER) {
        ctx.addIssue({ code: 'custom', path: ['message'], message: cardMessageTooLongMessage(max) });
      }
    })
    .transform((input) => (input.noCardMessage ? { ...input, message: '' } : input));
}
export type CardMessageInput = z.input<ReturnType<typeof cardMessageInputModel>>;
export type CardMessage = z.output<ReturnType<typeof cardMessageInputModel>>;
