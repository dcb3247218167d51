import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { emailOutbox } from '../../src/server/db/schema/index';
import { smtpEmailSender } from '../../src/server/email/smtp';
import { createTestDatabase } from './harness';

/** Production email over SMTP, against a local SMTP server that takes mail for anyone but `refused@…`. */
interface Received {
  from: string;
  to: string[];
  raw: string;
}
const received: Received[] = [];
let server: SMTPServer;
let port: number;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'shop' && auth.password === 'secret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      callback(address.address.startsWith('refused@') ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});

const outboxFor = async (to: string) => database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, to));

describe('emails over SMTP', () => {
  it('sends each email from the shop’s address and keeps it with its sent time', async () => {
    const sender = smtpEmailSender(database.db, `smtp://shop:secret@127.0.0.1:${port}`, 'Wattle & Bloom <hello@wattleandbloom.com.au>');
    await sender.send({ to: 'jane.citizen@example.com', subject: 'Your order WB0000123', text: 'Thank you for your order.', kind: 'order-confirmation' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'hello@wattleandbloom.com.au', to: ['jane.citizen@example.com'] });
    expect(received[0]!.raw).toContain('Subject: Your order WB0000123');
    expect(received[0]!.raw).toContain('Thank you for your order.');
    const [kept] = await outboxFor('jane.citizen@example.com');
    expect(kept).toMatchObject({ kind: 'order-confirmation', subject: 'Your order WB0000123' });
    expect(kept!.sentAt).toBeInstanceOf(Date);
  });

  it('keeps an email the server refused, unsent, without failing the request that sent it', async () => {
    const sender = smtpEmailSender(database.db, `smtp://127.0.0.1:${port}`, 'hello@wattleandbloom.com.au');
    await expect(sender.send({ to: 'refused@example.com', subject: 'Confirm your email', text: 'Follow the link.', kind: 'register-confirm' })).resolves.toBeUndefined();
    const [kept] = await outboxFor('refused@example.com');
    expect(kept).toMatchObject({ kind: 'register-confirm', sentAt: null });
  });

  it('keeps an email unsent when no SMTP server answers', async () => {
    const closed = new SMTPServer({ authOptional: true });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await smtpEmailSender(database.db, `smtp://127.0.0.1:${deadPort}`, 'hello@wattleandbloom.com.au').send({ to: 'nobody.home@example.com', subject: 'Hello', text: 'Hi', kind: 'register-existing' });
    const [kept] = await outboxFor('nobody.home@example.com');
    expect(kept!.sentAt).toBeNull();
  });
});
