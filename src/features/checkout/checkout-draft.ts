/**
 * What the shopper has typed at checkout, kept in this tab's session storage
 * so a reload, or the way back from a declined payment, loses nothing. Card
 * details never pass through here: they are typed on the provider's page.
 */
export const CHECKOUT_DRAFT_KEY = 'checkout-draft';

const SENDER_FIELDS = ['firstName', 'lastName', 'email', 'mobile'] as const;
const RECIPIENT_FIELDS = ['firstName', 'lastName', 'company', 'street', 'street2', 'phone', 'deliveryInstructions'] as const;
export type SenderValues = Record<(typeof SENDER_FIELDS)[number], string>;
export type RecipientValues = Record<(typeof RECIPIENT_FIELDS)[number], string>;

export interface CheckoutDraft {
  sender: SenderValues;
  recipient: RecipientValues;
  saveAddress: boolean;
  paymentMethod: 'card' | 'account';
}

/**
 * The draft in what was stored: each field that is not what it should be
 * falls back to empty (text), false or 'card'. A few lines rather than a
 * schema library: the checkout reads the draft on load (docs/adr/0703).
 */
function draftOf(stored: unknown): CheckoutDraft {
  const value = record(stored);
  const texts = <K extends string>(given: unknown, fields: readonly K[]) => {
    const from = record(given);
    return Object.fromEntries(fields.map((field) => [field, typeof from[field] === 'string' ? from[field] : ''])) as Record<K, string>;
  };
  return {
    sender: texts(value.sender, SENDER_FIELDS),
    recipient: texts(value.recipient, RECIPIENT_FIELDS),
    saveAddress: typeof value.saveAddress === 'boolean' ? value.saveAddress : false,
    paymentMethod: value.paymentMethod === 'account' ? 'account' : 'card',
  };
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

export const EMPTY_DRAFT: CheckoutDraft = draftOf({});

export function readDraft(storage: Pick<Storage, 'getItem'> = sessionStorage): CheckoutDraft {
  try {
    return draftOf(JSON.parse(storage.getItem(CHECKOUT_DRAFT_KEY) ?? '{}'));
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
