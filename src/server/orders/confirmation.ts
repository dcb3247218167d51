import type { Db } from '../db/client';
import { orderConfirmation } from '../email/messages';
import { emailSender } from '../email/sender';
import { logger } from '../logger';
import type { CheckoutSnapshot, PaymentStatus } from './create';

/**
 * The order confirmation to the sender, once the order exists. A mail
 * failure is logged and never undoes the order (the email sender keeps the
 * message in the outbox either way).
 */
export async function sendOrderConfirmation(db: Db, snapshot: CheckoutSnapshot, orderNumber: string, paymentStatus: PaymentStatus): Promise<void> {
  const { cart } = snapshot;
  try {
    await emailSender(db).send(
      orderConfirmation({
        orderNumber,
        sender: snapshot.sender,
        recipient: snapshot.recipient,
        deliveryDate: cart.deliveryDate,
        lines: [
          ...cart.lineItems.map((line) => ({ name: `${line.name} (${line.variant.label})`, quantity: line.quantity, total: line.totalPrice.formattedPrice })),
          ...cart.customLineItems.map((item) => ({ name: item.name, quantity: item.quantity, total: item.money.formattedPrice })),
        ],
        summary: cart.financialSummary.map((line) => ({ title: line.title, price: line.price.formattedPrice })),
        paymentStatus,
      }),
    );
  } catch (error) {
    logger.error({ orderNumber, err: error instanceof Error ? error.message : String(error) }, 'order confirmation not sent');
  }
}
