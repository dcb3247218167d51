import { z } from 'zod';
import { DELIVERY_INSTRUCTIONS_MAX } from '../../domain/constants';
import { PAYMENT_METHODS } from '../../domain/payment';
import { name, optionalText, requiredText, select } from '../../domain/validation';
import { phone } from '../../domain/validation-phone';
import { SenderModel } from './checkout-sender';

/**
 * What the checkout sends, with the field rules of its forms (spec 001
 * section 5.8): the same models check the form in the browser and the body
 * on the server. The recipient's phone rule brings libphonenumber's
 * numbering plans, so the recipient form loads this module when first used;
 * the sender, whose mobile rule needs no plans, is in checkout-sender.ts.
 */

/**
 * The recipient, with the address book's field rules. Suburb, state and
 * postcode are not taken: they are the cart's delivery suburb.
 */
export const RecipientModel = z.object({
  firstName: name('First name', 50),
  lastName: name('Last name', 50),
  company: optionalText('Company', 100),
  street: requiredText('Street address', 120),
  street2: optionalText('Apartment, suite or unit', 120),
  phone: phone('Phone'),
});

/**
 * POST /api/carts/{cartId}/checkout. `saveAddress` (signed-in customers)
 * also keeps the recipient in the address book.
 */
export const CheckoutBodyModel = z.object({
  sender: SenderModel,
  recipient: RecipientModel,
  deliveryInstructions: optionalText('Delivery instructions', DELIVERY_INSTRUCTIONS_MAX),
  paymentMethod: select('payment method', PAYMENT_METHODS),
  saveAddress: z.boolean({ error: 'saveAddress must be true or false' }).default(false),
});
export type CheckoutBody = z.input<typeof CheckoutBodyModel>;

/** POST /api/payments/sandbox/{sessionId}/pay: the sandbox's hosted payment page pays with a test card. */
export const SandboxPayBodyModel = z.object({
  cardNumber: requiredText('Card number', 23).regex(/^[\d ]{12,23}$/, { error: 'Card number is not valid' }),
  expiry: requiredText('Expiry', 7).regex(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/, { error: 'Expiry must be MM/YY' }),
  cvc: requiredText('CVC', 4).regex(/^\d{3,4}$/, { error: 'CVC must be 3 or 4 digits' }),
  name: requiredText('Name on card', 100),
});
