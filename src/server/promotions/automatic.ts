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
import type { CalendarDay } from '../../lib/domain/calendar-day';
import { melbourneToday } from '../../lib/domain/delivery-storage';
import { formatPrice } from '../../lib/domain/money';
import { personName } from '../accounts/users';
import type { AuthUser } from '../auth/session';
import type { Tx } from '../cart/rows';
import { listingPages } from '../catalogue-admin/price-selection';
import { changeCached, invalidateCaches } from '../cache-invalidation';
import type { Db } from '../db/client';
import { automaticPromotionChanges, automaticPromotions } from '../db/schema/index';
import { UUID_PATTERN } from '../http/owned-row';
import { notFound } from '../http/problem';
import type { StoredAutomaticPromotion } from './automatic-rules';
import { columnsOf, termsGiven } from './edit';
import { changedFields, dayWords, discountWords, type FieldWords, type PromoFieldChange } from './history';
import { appliesToTexts, appliesToWords, changeInShopWords, targetNames, type ListingPage, type TargetNames } from './target-words';

/** What a promotion for the whole order is said to apply to. */
export const WHOLE_ORDER = 'The whole order';

function stateOf(row: StoredAutomaticPromotion, today: CalendarDay): AutomaticPromotionState {
  if (!row.isActive) return 'switchedOff';
  if (row.validUntil && row.validUntil < today) return 'ended';
  if (row.validFrom && row.validFrom > today) return 'scheduled';
  return 'active';
}

function rowView(row: StoredAutomaticPromotion, today: CalendarDay, names: TargetNames): AutomaticPromotionRow {
  const target = row.appliesTo;
  return {
    id: row.id,
    name: row.name,
    kind: row.discountKind === 'percentage' ? 'percentage' : 'amount',
    value: row.discountKind === 'percentage' ? (row.percent ?? 0) : (row.amountCents ?? 0) / 100,
    firstDay: row.validFrom,
    lastDay: row.validUntil,
    minimumSpend: row.minimumSpendCents == null ? null : row.minimumSpendCents / 100,
    listings: target && 'listings' in target ? target.listings : [],
    products: target && 'products' in target ? target.products : [],
    appliesToWords: appliesToWords(target, names, WHOLE_ORDER),
    active: row.isActive,
    state: stateOf(row, today),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Each field in the shop's words ("Discount: 10% off", "Last day: 31/12/2026", "Applies to: The whole order"). */
function words(row: StoredAutomaticPromotion | null, names: TargetNames): FieldWords {
  if (!row) return {};
  return {
    name: { label: 'Name', text: row.name },
    discount: { label: 'Discount', text: discountWords(row) },
    firstDay: { label: 'First day', text: dayWords(row.validFrom, 'From now') },
    lastDay: { label: 'Last day', text: dayWords(row.validUntil, 'No end') },
    minimumSpend: { label: 'Minimum spend', text: row.minimumSpendCents == null ? 'None' : formatPrice(row.minimumSpendCents) },
    appliesTo: { label: 'Applies to', text: appliesToWords(row.appliesTo, names, WHOLE_ORDER) },
    active: { label: 'Status', text: row.isActive ? 'On' : 'Switched off' },
  };
}

async function record(tx: Tx, promotionId: string, fields: PromoFieldChange[], user: AuthUser, now: Date) {
  if (!fields.length) return;
  const by = (await personName(tx, user.userId)) ?? 'Flowerline';
  await tx.insert(automaticPromotionChanges).values({ promotionId, changedAt: now, changedBy: by, changedByUserId: user.userId, fields });
}

async function detailOf(db: Db | Tx, row: StoredAutomaticPromotion, now: Date, pages: readonly ListingPage[]): Promise<AutomaticPromotionDetail> {
  const changes = await db.select().from(automaticPromotionChanges).where(eq(automaticPromotionChanges.promotionId, row.id)).orderBy(desc(automaticPromotionChanges.id));
  const names = await targetNames(db, pages, [row.appliesTo], appliesToTexts(changes));
  return {
    ...rowView(row, melbourneToday(now), names),
    changes: changes.map((change) => ({ at: change.changedAt.toISOString(), by: change.changedBy, fields: changeInShopWords(change.fields, names) })),
  };
}

/** The columns a draft sets, by the promo codes' rules: some listings, some products, or the whole order (neither; docs/adr/0780). */
const settable = (db: Db | Tx, draft: PromoCodeDraft) => columnsOf(db, draft);

const storedRow = async (db: Db | Tx, id: string, lock: boolean) => {
  if (!UUID_PATTERN.test(id)) return undefined;
  const query = db.select().from(automaticPromotions).where(eq(automaticPromotions.id, id));
  const [row] = lock ? await query.for('update') : await query.limit(1);
  return row;
};

/** GET /api/promotions/automatic: every promotion without a code, by name. */
export async function listAutomaticPromotions(db: Db, now: Date): Promise<AutomaticPromotionList> {
  const pages = await listingPages();
  const rows = await db.select().from(automaticPromotions).orderBy(asc(automaticPromotions.name)).limit(500);
  const today = melbourneToday(now);
  const names = await targetNames(
    db,
    pages,
    rows.map((row) => row.appliesTo),
  );
  return { results: rows.map((row) => rowView(row, today, names)) };
}

/** GET /api/promotions/automatic/{id}: its fields and history, newest first. */
export async function getAutomaticPromotion(db: Db, id: string, now: Date): Promise<AutomaticPromotionDetail> {
  const pages = await listingPages();
  const row = await storedRow(db, id, false);
  if (!row) throw notFound('There is no such promotion.');
  return detailOf(db, row, now, pages);
}

/** POST /api/promotions/automatic: a new promotion, recorded as made by `user`. */
export async function createAutomaticPromotion(db: Db, input: AutomaticPromotionNew, user: AuthUser, now: Date): Promise<AutomaticPromotionDetail> {
  // Listing pages come from the content store, read through the database's own connection: on PGlite that would wait for the transaction.
  const pages = await listingPages();
  const created = await changeCached(db, async (tx) => {
    const columns = await settable(tx, termsGiven(input));
    const [row] = await tx
      .insert(automaticPromotions)
      .values({ name: input.name, ...columns, isActive: input.active ?? true, createdAt: now, updatedAt: now })
      .returning();
    await record(tx, row!.id, changedFields({}, words(row!, await targetNames(tx, pages, [row!.appliesTo]))), user, now);
    await invalidateCaches(tx, 'automaticPromotions');
    return detailOf(tx, row!, now, pages);
  });
  return created;
}

/** PATCH /api/promotions/automatic/{id}: the fields given laid over the promotion under its row lock, checked as a whole; nothing changed, nothing recorded. */
export async function patchAutomaticPromotion(db: Db, id: string, patch: AutomaticPromotionPatch, user: AuthUser, now: Date): Promise<AutomaticPromotionDetail> {
  const pages = await listingPages();
  const patched = await changeCached(db, async (tx) => {
    const row = await storedRow(tx, id, true);
    if (!row) throw notFound('There is no such promotion.');
    const target = row.appliesTo;
    const listings = target && 'listings' in target ? target.listings : [];
    const products = target && 'products' in target ? target.products : [];
    const columns = await settable(tx, {
      kind: patch.kind ?? (row.discountKind === 'percentage' ? 'percentage' : 'amount'),
      value: patch.value ?? (row.discountKind === 'percentage' ? (row.percent ?? 0) : (row.amountCents ?? 0) / 100),
      firstDay: patch.firstDay === undefined ? row.validFrom : patch.firstDay,
      lastDay: patch.lastDay === undefined ? row.validUntil : patch.lastDay,
      minimumSpend: patch.minimumSpend === undefined ? (row.minimumSpendCents == null ? null : row.minimumSpendCents / 100) : patch.minimumSpend,
      listings: patch.listings ?? (patch.products?.length ? [] : listings),
      products: patch.products ?? (patch.listings?.length ? [] : products),
    });
    const next: StoredAutomaticPromotion = { ...row, ...columns, name: patch.name ?? row.name, isActive: patch.active ?? row.isActive };
    const names = await targetNames(tx, pages, [row.appliesTo, next.appliesTo]);
    const fields = changedFields(words(row, names), words(next, names));
    if (!fields.length) return detailOf(tx, row, now, pages);
    const [saved] = await tx
      .update(automaticPromotions)
      .set({ ...columns, name: next.name, isActive: next.isActive, updatedAt: now })
      .where(eq(automaticPromotions.id, row.id))
      .returning();
    await record(tx, row.id, fields, user, now);
    await invalidateCaches(tx, 'automaticPromotions');
    return detailOf(tx, saved!, now, pages);
  });
  // The caller's next read, on this process, sees the change without waiting to hear it.
  return patched;
}
