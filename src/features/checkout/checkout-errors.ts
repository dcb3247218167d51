import type { StepName } from './CheckoutStep';

export interface SplitErrors {
  sender: Record<string, string>;
  recipient: Record<string, string>;
  /** The first step with a field error, where checkout goes back to. */
  step: StepName | null;
  /** An error of no step's field (payment method), to show by the pay button. */
  other: string | null;
}

/**
 * The API's field errors ("sender.email", "recipient.phone",
 * "deliveryInstructions") sorted by the step whose form holds the field.
 */
export function splitCheckoutErrors(errors: Record<string, string> | undefined): SplitErrors {
  const split: SplitErrors = { sender: {}, recipient: {}, step: null, other: null };
  for (const [path, message] of Object.entries(errors ?? {})) {
    const [head, ...rest] = path.split('.');
    const field = rest.join('.');
    if (head === 'sender' && field) split.sender[field] = message;
    else if (head === 'recipient' && field) split.recipient[field] = message;
    else if (head === 'deliveryInstructions') split.recipient.deliveryInstructions = message;
    else split.other ??= message;
  }
  split.step = Object.keys(split.sender).length ? 'sender' : Object.keys(split.recipient).length ? 'recipient' : null;
  return split;
}

/** What a step says when its form's rules cannot load (the connection dropped). */
export const RULES_UNAVAILABLE = 'We could not reach the shop. Check your connection and try again.';
