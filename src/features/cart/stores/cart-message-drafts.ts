import { z } from 'zod';
import { CARD_MESSAGE_TIERS } from '../../../lib/domain/card-message';

/**
 * Card messages being written, per cart line, kept in local storage under
 * `cart-message` (spec 001 section 3) so a reload loses nothing. A saved
 * message drops its draft.
 */
export const CARD_MESSAGE_DRAFTS_KEY = 'cart-message';

const DraftModel = z.object({ message: z.string().max(20_000), tier: z.enum(CARD_MESSAGE_TIERS), noCardMessage: z.boolean() });
export type CardMessageDraft = z.infer<typeof DraftModel>;
const DraftsModel = z.record(z.string().max(100), DraftModel);

function readAll(storage: Pick<Storage, 'getItem'>): Record<string, CardMessageDraft> {
  try {
    const parsed = DraftsModel.safeParse(JSON.parse(storage.getItem(CARD_MESSAGE_DRAFTS_KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export const readDraft = (lineItemId: string, storage: Pick<Storage, 'getItem'> = localStorage): CardMessageDraft | null => readAll(storage)[lineItemId] ?? null;

export function writeDraft(lineItemId: string, draft: CardMessageDraft | null, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): void {
  const all = readAll(storage);
  if (draft) all[lineItemId] = draft;
  else delete all[lineItemId];
  try {
    storage.setItem(CARD_MESSAGE_DRAFTS_KEY, JSON.stringify(all));
  } catch {
    // Storage full or blocked: the panel still works, the draft just does not survive a reload.
  }
}
