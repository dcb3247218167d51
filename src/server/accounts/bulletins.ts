import { asc, count, desc, inArray } from 'drizzle-orm';
import type { AccountMessage, MemberResource } from '../../lib/api/contracts/account';
import type { DbContext } from '../http/context';
import { accountMessages, memberResources } from '../db/schema/accounts';

/** Head-office messages for an audience, newest first. */
export async function listMessages({ db }: DbContext, { audiences, ...paging }: { audiences: string[]; offset: number; limit: number }): Promise<{ results: AccountMessage[]; total: number }> {
  const where = inArray(accountMessages.audience, audiences);
  const [rows, [totalRow]] = await Promise.all([
    db.select().from(accountMessages).where(where).orderBy(desc(accountMessages.createdAt), asc(accountMessages.id)).limit(paging.limit).offset(paging.offset),
    db.select({ total: count() }).from(accountMessages).where(where),
  ]);
  return {
    total: totalRow?.total ?? 0,
    results: rows.map((row) => ({ messageId: row.id, subject: row.subject, body: row.body, sender: row.sender, dateCreated: row.createdAt.toISOString() })),
  };
}

/** The member resources, grouped by category then title. */
export async function listMemberResources({ db }: DbContext): Promise<MemberResource[]> {
  const rows = await db.select().from(memberResources).orderBy(asc(memberResources.category), asc(memberResources.title));
  return rows.map((row) => ({ key: row.key, category: row.category, title: row.title, summary: row.summary, body: row.body, updatedAt: row.updatedAt.toISOString() }));
}
