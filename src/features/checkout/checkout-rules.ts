import { DELIVERY_INSTRUCTIONS_MAX } from '../../lib/domain/constants';
import { RecipientModel } from '../../lib/api/contracts/checkout-body';
import { optionalText } from '../../lib/domain/validation';

/**
 * The rules of the checkout's recipient form: the API's own body model.
 * They bring full zod and libphonenumber's numbering plans, so the step
 * loads them when its form is first focused or sent, not with the page
 * (docs/adr/0703).
 */

/** The recipient step's form: the recipient, and the delivery instructions sent beside it. */
export const RecipientFormModel = RecipientModel.extend({ deliveryInstructions: optionalText('Delivery instructions', DELIVERY_INSTRUCTIONS_MAX) });
