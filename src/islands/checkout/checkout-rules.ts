import { DELIVERY_INSTRUCTIONS_MAX } from '../../lib/domain/constants';
import { RecipientModel } from '../../lib/api/contracts/checkout-body';
import { optionalText } from '../../lib/domain/validation';

/**
 * The rules of the checkout's sender and recipient forms: the API's own
 * body models. They bring full zod and libphonenumber's numbering plans, so
 * a step loads them when its form is first focused or sent, not with the
 * page (docs/adr/0703).
 */
export { SenderModel } from '../../lib/api/contracts/checkout-body';

/** The recipient step's form: the recipient, and the delivery instructions sent beside it. */
export const RecipientFormModel = RecipientModel.extend({ deliveryInstructions: optionalText('Delivery instructions', DELIVERY_INSTRUCTIONS_MAX) });
