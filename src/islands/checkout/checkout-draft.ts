import { z } from 'zod';

/**
 * What the shopper has typed at checkout, kept in this tab's session storage
 * so a reload, or the way back from a declined payment, loses nothing. Card
 * details never pass through here: they are typed on the provider's page.
 */
export const CHECKOUT_DRAFT_KEY = 'checkout-draft';

const text = z.string().catch('');
export const CheckoutDraftModel = z.object({
  sender: z.object({ firstName: text, lastName: text, email: text, mobile: text }).catch({ firstName: '', lastName: '', email: '', mobile: '' }),
  recipient: z
    .object({ firstName: text, lastName: text, company: text, street: text, street2: text, phone: text, deliveryInstructions: text })
    .catch({ firstName: '', lastName: '', company: '', street: '', street2: '', phone: '', deliveryInstructions: '' }),
  saveAddress: z.boolean().catch(false),
  paymentMethod: z.enum(['card', 'account']).catch('card'),
});
export type CheckoutDraft = z.infer<typeof CheckoutDraftModel>;
export type SenderValues = CheckoutDraft['sender'];
export type RecipientValues = CheckoutDraft['recipient'];

export const EMPTY_DRAFT: CheckoutDraft = CheckoutDraftModel.parse({});

export function readDraft(storage: Pick<Storage, 'getItem'> = sessionStorage): CheckoutDraft {
  try {
    return CheckoutDraftModel.parse(JSON.parse(storage.getItem(CHECKOUT_DRAFT_KEY) ?? '{}'));
  } catch {
    return EMPTY_DRAFT;
  }
}

export function writeDraft(draft: CheckoutDraft, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, it just does not survive a reload.
  }
}

export function clearDraft(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(CHECKOUT_DRAFT_KEY);
}
