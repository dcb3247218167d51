import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { AuditEntry, OrderCase, OrderMessage } from '../../lib/api/contracts/order-admin';
import { ORDER_ACTION_RULES, isOrderAction, type OrderAction } from '../../lib/domain/order-actions';
import type { AuthUser } from '../auth/session';
import type { Db } from '../db/client';
import { orderEvents, users } from '../db/schema/index';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who took an action, as the audit log names them. */
export interface Actor {
  userId: string;
  name: string;
  role: string;
  storeKey: string | null;
}

export async function actorOf(db: Db | Tx, user: AuthUser): Promise<Actor> {
  const [person] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, user.userId));
  return { userId: user.userId, name: person ? `${person.firstName} ${person.lastName}` : 'Unknown user', role: user.role, storeKey: user.storeKey };
}

export interface EventInput {
  subject?: string | null;
  text?: string | null;
  detail?: Record<string, unknown>;
}

/** Writes an audit-log entry, in the action's transaction. */
export async function recordEvent(tx: Tx, orderId: string, actor: Actor, action: OrderAction, input: EventInput, now: Date): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId,
    action,
    actorUserId: actor.userId,
    actorName: actor.name,
    actorRole: actor.role,
    actorStoreKey: actor.storeKey,
    subject: input.subject ?? null,
    text: input.text ?? null,
    detail: input.detail ?? {},
    createdAt: now,
  });
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The audit log, newest first. */
export async function auditLog(db: Db, orderId: string): Promise<AuditEntry[]> {
  const rows = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(desc(orderEvents.seq));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    label: isOrderAction(row.action) ? ORDER_ACTION_RULES[row.action].label : row.action,
    actorName: row.actorName,
    actorRole: row.actorRole,
    actorStoreKey: row.actorStoreKey,
    subject: row.subject,
    text: row.text,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The queries raised on the order, oldest first. */
export async function casesOf(db: Db, orderId: string): Promise<OrderCase[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.action, 'create-query')))
    .orderBy(asc(orderEvents.seq));
  return rows.map((row) => ({
    caseId: row.id,
    subject: row.subject ?? '',
    text: row.text ?? '',
    raisedBy: row.actorName,
    raisedAt: row.createdAt.toISOString(),
    resolvedAt: iso(row.resolvedAt),
    resolvedBy: row.resolvedBy,
    resolution: row.resolution,
  }));
}

/** The custom notes to the florist, oldest first. */
export async function messagesOf(db: Db, orderId: string): Promise<OrderMessage[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.action, 'custom-note')))
    .orderBy(asc(orderEvents.seq));
  return rows.map((row) => ({ id: row.id, text: row.text ?? '', from: row.actorName, sentAt: row.createdAt.toISOString() }));
}

/** How many of the order's queries are still open. */
export async function openCaseCount(db: Db | Tx, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.action, 'create-query'), isNull(orderEvents.resolvedAt)));
  return Number(row?.n ?? 0);
}
