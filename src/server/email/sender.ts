import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema/index';
import { config } from '../config';
import { logger } from '../logger';
import { smtpEmailSender } from './smtp';

/** What an email is for; the outbox and the logs name it. */
export type EmailKind =
  | 'owner-invite'
  | 'staff-invite'
  | 'register-confirm'
  | 'register-existing'
  | 'email-change-confirm'
  | 'email-change-taken'
  | 'sign-in-link'
  | 'password-reset'
  | 'password-changed'
  | 'order-confirmation';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  kind: EmailKind;
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

/** Keeps a message in email_outbox: sent (`sentAt`) or not. */
export const keepEmail = async (db: Db, message: EmailMessage, sentAt: Date | null) => {
  await db.insert(emailOutbox).values({ kind: message.kind, recipient: message.to, subject: message.subject, body: message.text, sentAt });
};

/** The embedded default: every email is kept, unsent, in email_outbox (read it to follow a link by hand). */
export function outboxEmailSender(db: Db): EmailSender {
  return { send: (message) => keepEmail(db, message, null) };
}

export class EmailApiError extends Error {}

/**
 * A hosted email API (EMAIL_API_URL and EMAIL_API_KEY): each message is
 * posted as JSON `{ from, to, subject, text }` with the key as a bearer token,
 * within 10 seconds, and kept in email_outbox with `sentAt` set. A message the
 * API did not take is kept with no `sentAt` and logged; the request that sent
 * it still succeeds, so its answer never depends on the mail service (nor
 * tells anything about the address).
 */
export function httpEmailSender(db: Db, url: string, apiKey: string, from: string, fetchImpl: typeof fetch = fetch): EmailSender {
  return {
    async send(message) {
      try {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ from, to: message.to, subject: message.subject, text: message.text }),
          signal: AbortSignal.timeout(10_000),
        });
        await response.body?.cancel();
        if (!response.ok) throw new EmailApiError(`The email API answered ${response.status}.`);
        await keepEmail(db, message, new Date());
      } catch (error) {
        logger.error({ kind: message.kind, err: error instanceof Error ? error.message : String(error) }, 'email not sent');
        await keepEmail(db, message, null);
      }
    },
  };
}

/** The configured sender: SMTP when SMTP_URL is set, else the email API when EMAIL_API_URL and EMAIL_API_KEY are, else the outbox. */
export function emailSender(db: Db): EmailSender {
  const { SMTP_URL: smtp, EMAIL_API_URL: url, EMAIL_API_KEY: key, EMAIL_FROM: from } = config();
  if (smtp) return smtpEmailSender(db, smtp, from);
  return url && key ? httpEmailSender(db, url, key, from) : outboxEmailSender(db);
}
