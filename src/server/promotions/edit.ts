import { desc, eq, inArray } from 'drizzle-orm';
import { promoCodeRuleErrors, type PromoCodeDetail, type PromoCodeDraft, type PromoCodeNew, type PromoCodePatch } from '../../lib/api/contracts/promotions';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { melbourneToday } from '../../lib/domain/delivery-storage';
import { normalisePromoCode } from '../../lib/domain/promo-codes';
import type { AuthUser } from '../auth/session';
import type { Tx } from '../cart/rows';
import { listingFiltersForSlug } from '../catalog/listing-slug';
import { listingPages } from '../catalogue-admin/price-selection';
import type { Db } from '../db/client';
import { products, promoCodeChanges, promoCodes, type PromoCodeTarget } from '../db/schema/index';
import { fieldProblem, notFound, Problem, unprocessable } from '../http/problem';
import { promoCodeFieldChanges, recordPromoCodeChange } from './history';
import { appliesToTexts, changeInShopWords, targetNames, type ListingPage } from './target-words';
import { promoCodeView, type StoredPromoCode } from './view';

type Settable = Omit<typeof promoCodes.$inferInsert, 'id' | 'code' | 'applications'>;

/** The terms a new code, batch or promotion is given, in the API's units (what is left out: none). */
export function termsGiven(input: Partial<Omit<PromoCodeDraft, 'kind' | 'value'>> & Pick<PromoCodeDraft, 'kind' | 'value'>): PromoCodeDraft {
  return {
    kind: input.kind,
    value: input.value,
    firstDay: input.firstDay ?? null,
    lastDay: input.lastDay ?? null,
    minimumSpend: input.minimumSpend ?? null,
    listings: input.listings ?? [],
    products: input.products ?? [],
  };
}

/** A stored code's terms in the API's units, for a change to be laid over (and a batch's, from one of its codes). */
export function draftOf(row: StoredPromoCode): PromoCodeDraft & { value: number; minimumSpend: number | null; listings: string[]; products: string[] } {
  const target = row.appliesTo;
  return {
    kind: row.discountKind === 'percentage' ? 'percentage' : 'amount',
    value: row.discountKind === 'percentage' ? (row.percent ?? 0) : (row.amountCents ?? 0) / 100,
    firstDay: row.validFrom,
    lastDay: row.validUntil,
    minimumSpend: row.minimumSpendCents == null ? null : row.minimumSpendCents / 100,
    listings: target && 'listings' in target ? target.listings : [],
    products: target && 'products' in target ? target.products : [],
  };
}

/** Listings must be listing pages the shop has (or slugs that stand for filters), products keys it has; 422 naming the field. */
async function checkTargets(db: Db | Tx, draft: PromoCodeDraft): Promise<PromoCodeTarget | null> {
  const listings = [...new Set(draft.listings.map((slug) => slug.toLowerCase()))];
  const keys = [...new Set(draft.products.map((key) => key.toUpperCase()))];
  const pages = listings.length ? new Set((await listingPages()).map((page) => page.slug)) : new Set<string>();
  const unknownListing = listings.find((slug) => !pages.has(slug) && Object.keys(listingFiltersForSlug(slug)).length === 0);
  if (unknownListing) throw fieldProblem('listings', `There is no listing "${unknownListing}"`, PROBLEM_TYPES.promoCodeUnknownTarget);
  if (keys.length) {
    const found = new Set((await db.select({ key: products.key }).from(products).where(inArray(products.key, keys))).map((row) => row.key));
    const missing = keys.find((key) => !found.has(key));
    if (missing) throw fieldProblem('products', `There is no product "${missing}"`, PROBLEM_TYPES.promoCodeUnknownTarget);
  }
  if (listings.length) return { listings };
  if (keys.length) return { products: keys };
  return null;
}

/** The columns a draft sets, once its rules hold (422 naming each field that breaks one). */
export async function columnsOf(
  db: Db | Tx,
  draft: PromoCodeDraft,
): Promise<Pick<Settable, 'discountKind' | 'percent' | 'amountCents' | 'validFrom' | 'validUntil' | 'minimumSpendCents' | 'appliesTo'>> {
  const read = promoCodeRuleErrors(draft);
  if (Object.keys(read.errors).length) throw unprocessable('Some fields are not valid.', read.errors);
  return {
    discountKind: draft.kind,
    percent: read.percent,
    amountCents: read.amountCents,
    validFrom: draft.firstDay,
    validUntil: draft.lastDay,
    minimumSpendCents: read.minimumSpendCents,
    appliesTo: await checkTargets(db, draft),
  };
}

async function detailOf(db: Db | Tx, row: StoredPromoCode, now: Date, pages: readonly ListingPage[]): Promise<PromoCodeDetail> {
  const changes = await db.select().from(promoCodeChanges).where(eq(promoCodeChanges.promoCodeId, row.id)).orderBy(desc(promoCodeChanges.id));
  const names = await targetNames(db, pages, [], appliesToTexts(changes));
  return {
    ...promoCodeView(row, melbourneToday(now)),
    changes: changes.map((change) => ({ at: change.changedAt.toISOString(), by: change.changedBy, fields: changeInShopWords(change.fields, names) })),
  };
}

/** GET /api/promotions/promo-codes/{code}: the code's fields and its history, newest first; 404 when there is none. */
export async function getPromoCode(db: Db, code: string, now: Date): Promise<PromoCodeDetail> {
  const pages = await listingPages();
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalisePromoCode(code)))
    .limit(1);
  if (!row) throw notFound('There is no such promo code.');
  return detailOf(db, row, now, pages);
}

/** POST /api/promotions/promo-codes: a new code, recorded as made by `user`; 409 when the code is taken. */
export async function createPromoCode(db: Db, input: PromoCodeNew, user: AuthUser, now: Date): Promise<PromoCodeDetail> {
  const draft = termsGiven(input);
  // Listing pages come from the content store, read through the database's own connection: on PGlite that would wait for this transaction.
  const pages = await listingPages();
  return db.transaction(async (tx) => {
    const columns = await columnsOf(tx, draft);
    const [row] = await tx
      .insert(promoCodes)
      .values({
        code: input.code,
        description: input.description ?? '',
        ...columns,
        maxApplications: input.maxApplications ?? null,
        maxApplicationsPerCustomer: input.maxApplicationsPerCustomer ?? null,
        combinable: input.combinable ?? false,
        isActive: input.active ?? true,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: promoCodes.code })
      .returning();
    if (!row) throw new Problem(PROBLEM_TYPES.promoCodeTaken, 409, 'Conflict', `There is already a promo code ${input.code}.`, { code: 'This code is taken' });
    await recordPromoCodeChange(tx, { promoCodeId: row.id, fields: promoCodeFieldChanges(null, row, await targetNames(tx, pages, [row.appliesTo])), user, now });
    return detailOf(tx, row, now, pages);
  });
}

/**
 * PATCH /api/promotions/promo-codes/{code}: the fields given, laid over the
 * code as it is under its row lock, checked as a whole; the use limit may
 * not go below the uses already taken. Nothing changed, nothing recorded.
 */
export async function patchPromoCode(db: Db, code: string, patch: PromoCodePatch, user: AuthUser, now: Date): Promise<PromoCodeDetail> {
  // Listing pages come from the content store, read through the database's own connection: on PGlite that would wait for this transaction.
  const pages = await listingPages();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.code, normalisePromoCode(code)))
      .for('update');
    if (!row) throw notFound('There is no such promo code.');
    const before = draftOf(row);
    const draft: PromoCodeDraft = {
      kind: patch.kind ?? before.kind,
      value: patch.value ?? before.value,
      firstDay: patch.firstDay === undefined ? before.firstDay : patch.firstDay,
      lastDay: patch.lastDay === undefined ? before.lastDay : patch.lastDay,
      minimumSpend: patch.minimumSpend === undefined ? before.minimumSpend : patch.minimumSpend,
      listings: patch.listings ?? (patch.products?.length ? [] : before.listings),
      products: patch.products ?? (patch.listings?.length ? [] : before.products),
    };
    const columns = await columnsOf(tx, draft);
    const maxApplications = patch.maxApplications === undefined ? row.maxApplications : patch.maxApplications;
    if (maxApplications != null && maxApplications < row.applications) {
      throw fieldProblem('maxApplications', `Use limit must be at least ${row.applications}, the uses already taken`, PROBLEM_TYPES.promoCodeLimitBelowUses);
    }
    const next: StoredPromoCode = {
      ...row,
      ...columns,
      description: patch.description ?? row.description,
      maxApplications,
      maxApplicationsPerCustomer: patch.maxApplicationsPerCustomer === undefined ? row.maxApplicationsPerCustomer : patch.maxApplicationsPerCustomer,
      combinable: patch.combinable ?? row.combinable,
      isActive: patch.active ?? row.isActive,
    };
    const fields = promoCodeFieldChanges(row, next, await targetNames(tx, pages, [row.appliesTo, next.appliesTo]));
    if (!fields.length) return detailOf(tx, row, now, pages);
    const settable: Settable = {
      ...columns,
      description: next.description,
      maxApplications: next.maxApplications,
      maxApplicationsPerCustomer: next.maxApplicationsPerCustomer,
      combinable: next.combinable,
      isActive: next.isActive,
      updatedAt: now,
    };
    const [saved] = await tx.update(promoCodes).set(settable).where(eq(promoCodes.id, row.id)).returning();
    await recordPromoCodeChange(tx, { promoCodeId: row.id, fields, user, now });
    return detailOf(tx, saved!, now, pages);
  });
}
