import { asc, desc, eq } from 'drizzle-orm';
import type {
  AutomaticPromotionDetail,
  AutomaticPromotionList,
  AutomaticPromotionNew,
  AutomaticPromotionPatch,
  AutomaticPromotionRow,
  AutomaticPromotionState,
} from '../../lib/api/contracts/automatic-promotions';
import type { PromoCodeDraft } from '../../lib/api/contracts/promotions';
import { formatDisplayDate, type CalendarDay } from '../../lib/domain/calendar-day';
import { melbourneToday } from '../../lib/domain/delivery-storage';
import { formatPrice } from '../../lib/domain/money';
import { personName } from '../accounts/users';
import type { AuthUser } from '../auth/session';
import type { Tx } from '../cart/rows';
import { listingPages } from '../catalogue-admin/price-selection';
import type { Db } from '../db/client';
import { automaticPromotionChanges, automaticPromotions } from '../db/schema/index';
import { notFound, unprocessable } from '../http/problem';
import type { StoredAutomaticPromotion } from './automatic-rules';
import { columnsOf, termsGiven } from './edit';
import type { PromoFieldChange } from './history';

const NONE = '—';

function stateOf(row: StoredAutomaticPromotion, today: CalendarDay): AutomaticPromotionState {
  if (!row.isActive) return 'switchedOff';
  if (row.validUntil && row.validUntil < today) return 'ended';
  if (row.validFrom && row.validFrom > today) return 'scheduled';
  return 'active';
}

function rowView(row: StoredAutomaticPromotion, today: CalendarDay): AutomaticPromotionRow {
  const target = row.appliesTo;
  return {
    id: row.id,
    name: row.name,
    kind: row.discountKind === 'percentage' ? 'percentage' : 'amount',
    value: row.discountKind === 'percentage' ? (row.percent ?? 0) : (row.amountCents ?? 0) / 100,
    firstDay: row.validFrom,
    lastDay: row.validUntil,
    minimumSpend: row.minimumSpendCents == null ? null : row.minimumSpendCents / 100,
    listings: 'listings' in target ? target.listings : [],
    products: 'products' in target ? target.products : [],
    active: row.isActive,
    state: stateOf(row, today),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Each field in the shop's words ("Discount: 10% off", "Last day: 31/12/2026"). */
function words(row: StoredAutomaticPromotion | null): Record<string, { label: string; text: string }> {
  if (!row) return {};
  const target = row.appliesTo;
  const dayWords = (day: CalendarDay | null, open: string) => (day ? formatDisplayDate(day) : open);
  return {
    name: { label: 'Name', text: row.name },
    discount: { label: 'Discount', text: row.discountKind === 'percentage' ? `${row.percent ?? 0}% off` : `${formatPrice(row.amountCents ?? 0)} off` },
    firstDay: { label: 'First day', text: dayWords(row.validFrom, 'From now') },
    lastDay: { label: 'Last day', text: dayWords(row.validUntil, 'No end') },
    minimumSpend: { label: 'Minimum spend', text: row.minimumSpendCents == null ? 'None' : formatPrice(row.minimumSpendCents) },
    appliesTo: { label: 'Applies to', text: 'listings' in target ? `Listings: ${target.listings.join(', ')}` : `Products: ${target.products.join(', ')}` },
    active: { label: 'Status', text: row.isActive ? 'On' : 'Switched off' },
  };
}

function fieldChanges(before: StoredAutomaticPromotion | null, after: StoredAutomaticPromotion): PromoFieldChange[] {
  const old = words(before);
  return Object.entries(words(after))
    .filter(([field, now]) => old[field]?.text !== now.text)
    .map(([field, now]) => ({ field, label: now.label, before: old[field]?.text ?? NONE, after: now.text }));
}

async function record(tx: Tx, promotionId: string, fields: PromoFieldChange[], user: AuthUser, now: Date) {
  if (!fields.length) return;
  const by = (await personName(tx, user.userId)) ?? 'Flowerline';
  await tx.insert(automaticPromotionChanges).values({ promotionId, changedAt: now, changedBy: by, changedByUserId: user.userId, fields });
}

async function detailOf(db: Db | Tx, row: StoredAutomaticPromotion, now: Date): Promise<AutomaticPromotionDetail> {
  const changes = await db.select().from(automaticPromotionChanges).where(eq(automaticPromotionChanges.promotionId, row.id)).orderBy(desc(automaticPromotionChanges.id));
  return { ...rowView(row, melbourneToday(now)), changes: changes.map((change) => ({ at: change.changedAt.toISOString(), by: change.changedBy, fields: change.fields })) };
}

/** The columns a draft sets: the promo codes' rules, and a promotion applies to listings or products, never to everything. */
async function settable(db: Db | Tx, draft: PromoCodeDraft) {
  const columns = await columnsOf(db, draft);
  if (!columns.appliesTo) throw unprocessable('Some fields are not valid.', { listings: 'Choose the listings or the products it applies to' });
  return { ...columns, appliesTo: columns.appliesTo };
}

const isId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** GET /api/promotions/automatic: every promotion without a code, by name. */
export async function listAutomaticPromotions(db: Db, now: Date): Promise<AutomaticPromotionList> {
  const rows = await db.select().from(automaticPromotions).orderBy(asc(automaticPromotions.name)).limit(500);
  const today = melbourneToday(now);
  return { results: rows.map((row) => rowView(row, today)) };
}

/** GET /api/promotions/automatic/{id}: its fields and history, newest first. */
export async function getAutomaticPromotion(db: Db, id: string, now: Date): Promise<AutomaticPromotionDetail> {
  const [row] = isId(id) ? await db.select().from(automaticPromotions).where(eq(automaticPromotions.id, id)).limit(1) : [];
  if (!row) throw notFound('There is no such promotion.');
  return detailOf(db, row, now);
}

/** POST /api/promotions/automatic: a new promotion, recorded as made by `user`. */
export async function createAutomaticPromotion(db: Db, input: AutomaticPromotionNew, user: AuthUser, now: Date): Promise<AutomaticPromotionDetail> {
  await listingPages();
  return db.transaction(async (tx) => {
    const columns = await settable(tx, termsGiven(input));
    const [row] = await tx
      .insert(automaticPromotions)
      .values({ name: input.name, ...columns, isActive: input.active ?? true, createdAt: now, updatedAt: now })
      .returning();
    await record(tx, row!.id, fieldChanges(null, row!), user, now);
    return detailOf(tx, row!, now);
  });
}

/** PATCH /api/promotions/automatic/{id}: the fields given laid over the promotion under its row lock, checked as a whole; nothing changed, nothing recorded. */
export async function patchAutomaticPromotion(db: Db, id: string, patch: AutomaticPromotionPatch, user: AuthUser, now: Date): Promise<AutomaticPromotionDetail> {
  await listingPages();
  return db.transaction(async (tx) => {
    const [row] = isId(id) ? await tx.select().from(automaticPromotions).where(eq(automaticPromotions.id, id)).for('update') : [];
    if (!row) throw notFound('There is no such promotion.');
    const before = rowView(row, melbourneToday(now));
    const columns = await settable(tx, {
      kind: patch.kind ?? before.kind,
      value: patch.value ?? before.value,
      firstDay: patch.firstDay === undefined ? (before.firstDay as CalendarDay | null) : patch.firstDay,
      lastDay: patch.lastDay === undefined ? (before.lastDay as CalendarDay | null) : patch.lastDay,
      minimumSpend: patch.minimumSpend === undefined ? before.minimumSpend : patch.minimumSpend,
      listings: patch.listings ?? (patch.products?.length ? [] : before.listings),
      products: patch.products ?? (patch.listings?.length ? [] : before.products),
    });
    const next: StoredAutomaticPromotion = { ...row, ...columns, name: patch.name ?? row.name, isActive: patch.active ?? row.isActive };
    const fields = fieldChanges(row, next);
    if (!fields.length) return detailOf(tx, row, now);
    const [saved] = await tx
      .update(automaticPromotions)
      .set({ ...columns, name: next.name, isActive: next.isActive, updatedAt: now })
      .where(eq(automaticPromotions.id, row.id))
      .returning();
    await record(tx, row.id, fields, user, now);
    return detailOf(tx, saved!, now);
  });
}
