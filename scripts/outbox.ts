import { desc } from 'drizzle-orm';
import { closeDatabase, database } from '../src/server/db/client';
import { emailOutbox } from '../src/server/db/schema/index';

/**
 * `npm run outbox [count]`: the newest emails the shop kept in its outbox
 * (the embedded default: registration links, order confirmations), newest
 * first. On the embedded PGlite database, stop `npm start` first: one
 * process opens it at a time.
 */
const count = Math.min(100, Math.max(1, Number(process.argv[2] ?? 5) || 5));
const { db } = await database();
const emails = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(count);
for (const email of emails) {
  console.log(`── ${email.createdAt.toISOString()}  ${email.kind}  to ${email.recipient}${email.sentAt ? ' (sent)' : ''}`);
  console.log(`Subject: ${email.subject}\n\n${email.body}\n`);
}
if (!emails.length) console.log('The outbox is empty.');
await closeDatabase();
