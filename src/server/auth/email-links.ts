import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { EMAIL_LINK_HOURS, LINK_EXPIRED, LINK_UNKNOWN, LINK_USED } from '../../lib/domain/auth';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import type { Db } from '../db/client';
import { emailTokens, rateLimitEvents } from '../db/schema/accounts';
import { Problem } from '../http/problem';
import type { EmailMessage, EmailSender } from '../email/sender';
import { countEvent, windowWait } from './throttle';

export type LinkPurpose = 'register' | 'email-change' | 'sign-in-link' | 'password-reset';
export type EmailTokenRow = typeof emailTokens.$inferSelect;

/**
 * Emails to one address: at most 5 an hour, whatever their kind (no one can
 * flood an inbox through the shop). Sign-in links are counted apart, under
 * a limit of their own (SIGN_IN_LINK_LIMITS in sign-in-link.ts).
 */
export const EMAILS_PER_RECIPIENT = { limit: 5, windowSeconds: 60 * 60 } as const;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A link that cannot be used (any more): 410, or 409 when its address has since been taken. */
export const linkProblem = (detail: string, status: 409 | 410 = 410) => new Problem(PROBLEM_TYPES.linkInvalid, status, status === 410 ? 'Gone' : 'Conflict', detail);

/** A new single-use token (256 random bits); only its hash is stored. It expires after `minutes` (EMAIL_LINK_HOURS unless given). */
export async function issueToken(db: Db, link: { purpose: LinkPurpose; userId: string; email: string; passwordHash?: string | null; minutes?: number }, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailTokens).values({
    tokenHash: hashOf(token),
    purpose: link.purpose,
    userId: link.userId,
    email: link.email,
    passwordHash: link.passwordHash ?? null,
    expiresAt: new Date(now.getTime() + (link.minutes ?? EMAIL_LINK_HOURS * 60) * 60 * 1000),
    createdAt: now,
  });
  return token;
}

/** What a refused link says: unknown, used or expired. */
export interface LinkTexts {
  unknown: string;
  used: string;
  expired: string;
}
const LINK_TEXTS: LinkTexts = { unknown: LINK_UNKNOWN, used: LINK_USED, expired: LINK_EXPIRED };

/**
 * Uses a token once: marks it used in one statement (two tabs opening the
 * same link cannot both succeed) and answers its row. An expired, used or
 * unknown token is a 410 saying which (in `texts`).
 */
export async function consumeToken(db: Db, token: string, purpose: LinkPurpose, now = new Date(), texts: LinkTexts = LINK_TEXTS): Promise<EmailTokenRow> {
  const tokenHash = hashOf(token);
  const [used] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning();
  if (used) return used;
  const [row] = await db
    .select({ usedAt: emailTokens.usedAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
    .limit(1);
  if (!row) throw linkProblem(texts.unknown);
  throw linkProblem(row.usedAt ? texts.used : texts.expired);
}

/** Marks the user's other unused links of a purpose used (after one of them worked). */
export async function retireTokens(db: Db, userId: string, purpose: LinkPurpose, now = new Date()): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/**
 * Sends an email unless its recipient already had EMAILS_PER_RECIPIENT in
 * the window; a message over the limit is dropped silently (the request's
 * answer is the same either way).
 */
export async function sendLimited(db: Db, sender: EmailSender, message: EmailMessage, now = new Date()): Promise<boolean> {
  const key = message.to.toLowerCase();
  if ((await windowWait(db, rateLimitEvents, 'email-recipient', key, EMAILS_PER_RECIPIENT, now)) > 0) return false;
  await countEvent(db, 'email-recipient', key, now, EMAILS_PER_RECIPIENT.windowSeconds);
  await sender.send(message);
  return true;
}
