import { config } from '../config';
import type { EmailMessage } from '../email/sender';

const SHOP = 'Wattle & Bloom';
const inviteLink = (token: string) => new URL(`/invite?token=${encodeURIComponent(token)}`, config().SITE_URL).toString();

/** To a florist head office invited to own a store: the single-use link that sets up their owner account. */
export const ownerInviteEmail = (to: string, firstName: string, storeName: string, token: string, days: number): EmailMessage => ({
  kind: 'owner-invite',
  to,
  subject: `You are invited to manage ${storeName} on ${SHOP}`,
  text:
    `Hello ${firstName},\n\nFlowerline has invited you to be the owner of ${storeName} on ${SHOP}. Open this link within ${days} days to set up your account. It works once:\n\n` +
    `${inviteLink(token)}\n\n` +
    `If you were not expecting this, ignore this email: nothing happens without the link.\n\n${SHOP}`,
});

/** To a person a store's owner invited to its staff: the single-use link that sets up their florist account. */
export const staffInviteEmail = (to: string, firstName: string, storeName: string, token: string, days: number): EmailMessage => ({
  kind: 'staff-invite',
  to,
  subject: `${storeName} invites you to receive and answer its orders`,
  text:
    `Hello ${firstName},\n\n${storeName} invites you to receive and answer its orders on ${SHOP}. Open this link within ${days} days to set up your account. It works once:\n\n` +
    `${inviteLink(token)}\n\n` +
    `If you were not expecting this, ignore this email: nothing happens without the link.\n\n${SHOP}`,
});
