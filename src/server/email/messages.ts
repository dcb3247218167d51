import { formatDisplayDate, type CalendarDay } from '../../lib/domain/calendar-day';
import { config } from '../config';
import type { EmailMessage } from './sender';

const SHOP = 'Wattle & Bloom';
const link = (path: string, token: string) => new URL(`${path}?token=${encodeURIComponent(token)}`, config().SITE_URL).toString();
const signOff = `\n\n${SHOP}`;

/** To a new registrant: the link that confirms the address and opens the account. */
export const registrationLink = (to: string, firstName: string, token: string, hours: number): EmailMessage => ({
  kind: 'register-confirm',
  to,
  subject: `Confirm your email for ${SHOP}`,
  text:
    `Hello ${firstName},\n\nTo finish creating your ${SHOP} account, open this link within ${hours} hours:\n\n${link('/register/confirm', token)}\n\n` +
    `If you did not ask for an account, ignore this email: nothing happens without the link.${signOff}`,
});

/** To the owner of an address someone tried to register again: nothing changed. */
export const registrationAttemptNotice = (to: string, firstName: string): EmailMessage => ({
  kind: 'register-existing',
  to,
  subject: `Someone tried to register with your email at ${SHOP}`,
  text:
    `Hello ${firstName},\n\nSomeone tried to create a ${SHOP} account with this email address, which already has one. Your account has not changed.\n\n` +
    `If it was you, sign in at ${new URL('/login', config().SITE_URL).toString()} or reset your password there. If it was not you, you need do nothing.${signOff}`,
});

/** To the new address of an email change: the link that makes the change. */
export const emailChangeLink = (to: string, firstName: string, token: string, hours: number): EmailMessage => ({
  kind: 'email-change-confirm',
  to,
  subject: `Confirm your new email for ${SHOP}`,
  text:
    `Hello ${firstName},\n\nYou asked to use this address for your ${SHOP} account. Open this link within ${hours} hours to make the change:\n\n${link('/confirm-email', token)}\n\n` +
    `If you did not ask for this, ignore this email: the account keeps its current address.${signOff}`,
});

/** To the owner of an address another account asked to move to: nothing changed. */
export const emailChangeTakenNotice = (to: string, firstName: string): EmailMessage => ({
  kind: 'email-change-taken',
  to,
  subject: `Someone asked to use your email at ${SHOP}`,
  text:
    `Hello ${firstName},\n\nSomeone asked to move another ${SHOP} account to this email address, which already belongs to your account. Nothing has changed: ` +
    `each address belongs to one account.\n\nIf you meant to merge two accounts, contact us.${signOff}`,
});

/** To someone who asked to sign in by email: a single-use link that signs them in, and back to where they were (`returnTo`, a path of the shop). */
export const signInLink = (to: string, firstName: string, token: string, minutes: number, returnTo: string | null): EmailMessage => {
  const url = new URL(link('/login/link', token));
  if (returnTo) url.searchParams.set('returnTo', returnTo);
  return {
    kind: 'sign-in-link',
    to,
    subject: `Your sign-in link for ${SHOP}`,
    text:
      `Hello ${firstName},\n\nOpen this link within ${minutes} minutes to sign in to your ${SHOP} account. It works once:\n\n${url.toString()}\n\n` +
      `If you did not ask for it, ignore this email, and do not pass the link on: it signs in whoever opens it. Your password has not changed.${signOff}`,
  };
};

/** To someone who asked to reset their password: a single-use link to the page that sets a new one. */
export const passwordResetLink = (to: string, firstName: string, token: string, minutes: number): EmailMessage => ({
  kind: 'password-reset',
  to,
  subject: `Reset your ${SHOP} password`,
  text:
    `Hello ${firstName},\n\nOpen this link within ${minutes} minutes to set a new password for your ${SHOP} account. It works once:\n\n${link('/login/reset', token)}\n\n` +
    `If you did not ask for it, ignore this email: your password stays as it is.${signOff}`,
});

/** To the owner, once a reset link set a new password: every session was signed out. */
export const passwordChangedNotice = (to: string, firstName: string): EmailMessage => ({
  kind: 'password-changed',
  to,
  subject: `Your ${SHOP} password was changed`,
  text:
    `Hello ${firstName},\n\nYour password was changed with a reset link sent to this address, and every device signed in to your account has been signed out.\n\n` +
    `If this was not you, reset your password again at ${new URL('/login', config().SITE_URL).toString()} and contact us.${signOff}`,
});

/** What the order confirmation needs of an order. */
export interface ConfirmedOrder {
  orderNumber: string;
  sender: { firstName: string; email: string };
  recipient: { firstName: string; lastName: string; street: string; street2: string | null; suburb: string | null; state: string | null; postcode: string | null; country: string };
  deliveryDate: CalendarDay | null;
  lines: { name: string; quantity: number; total: string }[];
  summary: { title: string; price: string }[];
  paymentStatus: string;
}

/** To the sender, once the order exists: its number, what goes where and when, and the totals. */
export const orderConfirmation = (order: ConfirmedOrder): EmailMessage => {
  const place = order.recipient.suburb ? `${order.recipient.suburb} ${order.recipient.state ?? ''} ${order.recipient.postcode ?? ''}`.trim() : order.recipient.country;
  const street = [order.recipient.street, order.recipient.street2].filter(Boolean).join(', ');
  const day = order.deliveryDate ? formatDisplayDate(order.deliveryDate) : '';
  return {
    kind: 'order-confirmation',
    to: order.sender.email,
    subject: `Your ${SHOP} order ${order.orderNumber}`,
    text:
      `Hello ${order.sender.firstName},\n\nThank you for your order ${order.orderNumber}. ` +
      `It goes to ${order.recipient.firstName} ${order.recipient.lastName}, ${street}, ${place}, on ${day}.\n\n` +
      order.lines.map((line) => `${line.quantity} × ${line.name}: ${line.total}`).join('\n') +
      '\n\n' +
      order.summary.map((line) => `${line.title}: ${line.price}`).join('\n') +
      `\n\n${order.paymentStatus === 'Balance Due' ? 'The balance is due on your account.' : 'Your payment has been received.'}` +
      `\n\nQuestions about your order? Reply to this email and quote ${order.orderNumber}.${signOff}`,
  };
};
