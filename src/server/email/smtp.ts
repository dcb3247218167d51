import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { logger } from '../logger';
import { keepEmail, type EmailSender } from './sender';

/**
 * Production email over SMTP (SMTP_URL, e.g. `smtps://user:pass@smtp.example.com:465`)
 * through nodemailer. Each message is kept in email_outbox, with `sentAt` once
 * the server took it. A message it did not take is kept unsent and logged
 * (never its body or the password); the request that sent it still succeeds.
 */
export function smtpEmailSender(db: Db, url: string, from: string): EmailSender {
  const server = new URL(url);
  const secure = server.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: server.hostname,
    port: Number(server.port) || (secure ? 465 : 587),
    secure,
    auth: server.username ? { user: decodeURIComponent(server.username), pass: decodeURIComponent(server.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 10_000,
  });
  return {
    async send(message) {
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
        await keepEmail(db, message, new Date());
      } catch (error) {
        logger.error({ kind: message.kind, err: error instanceof Error ? error.message : String(error) }, 'email not sent');
        await keepEmail(db, message, null);
      }
    },
  };
}
