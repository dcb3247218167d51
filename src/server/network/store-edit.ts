import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { StoreNew, StorePatch, StoreProfile } from '../../lib/api/contracts/network';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { hoursDiffer, inWeekOrder, saveTradingHours, storeHoursOf } from '../accounts/stores';
import { fullName } from '../accounts/users';
import { deriveRole } from '../../lib/domain/roles';
import type { AuthUser } from '../auth/session';
import { changeCached, invalidateCaches } from '../cache-invalidation';
import type { Tx } from '../cart/rows';
import type { Db } from '../db/client';
import { orders, storeChanges, stores, storeSuburbs, suburbs, users } from '../db/schema/index';
import { notFound, Problem, unprocessable } from '../http/problem';
import { knownSuburbs, refreshSuburbDelivery, setStoreCoverage, suburbLabel } from './store-coverage';
import { recordStoreChange } from './store-history';
import { storeFieldChanges, type StoreState } from './store-words';

type StoreRow = typeof stores.$inferSelect;
const NOT_FOUND = 'There is no member store with this key.';
/** The fields of a store as Flowerline sets them, whole (a patch merged over what is stored). */
type StoreFields = Omit<StoreNew, 'storeKey'>;

const fieldError = (field: string, message: string) => unprocessable(message, { [field]: message });
const keyTaken = () => new Problem(PROBLEM_TYPES.storeKeyTaken, 409, 'Conflict', 'Another store already has this key.', { storeKey: 'Another store already has this key' });
const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};

/** Checks what the shape cannot: a known suburb with its postcode, known suburbs to deliver to (at least one). Answers the labels. */
async function checked(tx: Tx, fields: StoreFields): Promise<{ suburb: string; deliverySuburbs: string[] }> {
  const [home] = await knownSuburbs(tx, [fields.suburbId]);
  if (!home) throw fieldError('suburbId', 'Choose a suburb from the list');
  if (home.postcode !== fields.postcode) throw fieldError('postcode', `Postcode does not match the suburb (${home.name}, ${home.state} is ${home.postcode})`);
  const chosen = [...new Set(fields.deliverySuburbs)];
  if (fields.deliversBy === 'suburbs' && !chosen.length) throw fieldError('deliverySuburbs', 'Choose at least one suburb the store delivers to');
  const known = await knownSuburbs(tx, chosen);
  if (known.length !== chosen.length) throw fieldError('deliverySuburbs', 'Choose suburbs from the list');
  return { suburb: suburbLabel(home), deliverySuburbs: known.map(suburbLabel) };
}

const stateOf = (fields: StoreFields, labels: { suburb: string; deliverySuburbs: string[] }): Omit<StoreState, 'orderAlerts'> => ({
  name: fields.name,
  street: fields.street,
  suburb: labels.suburb,
  latitude: fields.latitude,
  longitude: fields.longitude,
  phone: fields.phone,
  email: fields.email,
  deliversBy: fields.deliversBy,
  deliverySuburbs: fields.deliversBy === 'suburbs' ? labels.deliverySuburbs : [],
  radiusKm: fields.radiusKm,
  deliveryFeeCents: Math.round(fields.deliveryFee * 100),
  takingOffers: fields.takingOffers,
  tradingHours: inWeekOrder(fields.tradingHours),
});

const rowValues = (fields: StoreFields) => ({
  name: fields.name,
  address: fields.street,
  suburbId: fields.suburbId,
  latitude: fields.latitude,
  longitude: fields.longitude,
  phone: fields.phone,
  email: fields.email,
  deliversBy: fields.deliversBy,
  radiusKm: fields.radiusKm,
  deliveryFeeCents: Math.round(fields.deliveryFee * 100),
  takingOffers: fields.takingOffers,
});

/** A stored store's fields, whole (its position defaults to its suburb's). */
async function fieldsOf(tx: Tx | Db, store: StoreRow): Promise<StoreFields> {
  const [[home], served, tradingHours] = await Promise.all([
    tx.select().from(suburbs).where(eq(suburbs.id, store.suburbId)),
    tx.select({ suburbId: storeSuburbs.suburbId }).from(storeSuburbs).where(eq(storeSuburbs.storeId, store.id)),
    storeHoursOf(tx, store.id),
  ]);
  return {
    name: store.name,
    street: store.address,
    suburbId: store.suburbId,
    postcode: home?.postcode ?? '',
    latitude: store.latitude ?? home?.latitude ?? 0,
    longitude: store.longitude ?? home?.longitude ?? 0,
    phone: store.phone,
    email: store.email,
    deliversBy: store.deliversBy === 'distance' ? 'distance' : 'suburbs',
    deliverySuburbs: store.deliversBy === 'distance' ? [] : served.map((s) => s.suburbId),
    radiusKm: store.radiusKm,
    deliveryFee: store.deliveryFeeCents / 100,
    takingOffers: store.takingOffers,
    tradingHours,
  };
}

/** GET /api/stores/{storeKey}/profile (Flowerline): the store as its form shows it, with its open offers, its owner (once there is one) and history. */
export async function storeProfile(db: Db, storeKey: string): Promise<StoreProfile> {
  const [store] = await db.select().from(stores).where(eq(stores.key, storeKey));
  if (!store) throw notFound(NOT_FOUND);
  const fields = await fieldsOf(db, store);
  const [[home], served, [open], changes, people] = await Promise.all([
    db.select().from(suburbs).where(eq(suburbs.id, store.suburbId)),
    db
      .select({ suburbId: suburbs.id, name: suburbs.name, state: suburbs.state, postcode: suburbs.postcode })
      .from(storeSuburbs)
      .innerJoin(suburbs, eq(suburbs.id, storeSuburbs.suburbId))
      .where(eq(storeSuburbs.storeId, store.id))
      .orderBy(asc(suburbs.name), asc(suburbs.postcode)),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.workflowStatus, 'Awaiting Store Response'), eq(orders.allocatedStoreKey, store.key))),
    db.select().from(storeChanges).where(eq(storeChanges.storeId, store.id)).orderBy(desc(storeChanges.id)).limit(200),
    db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email, roles: users.roles }).from(users).where(eq(users.storeId, store.id)),
  ]);
  const owner = people.find((person) => deriveRole(person.roles) === 'floristowner');
  return {
    storeKey: store.key,
    ...fields,
    suburb: home ? suburbLabel(home) : '',
    deliverySuburbs: fields.deliversBy === 'suburbs' ? served.map((s) => ({ suburbId: s.suburbId, label: suburbLabel(s) })) : [],
    openOffers: open?.n ?? 0,
    owner: owner ? { name: fullName(owner), email: owner.email } : null,
    changes: changes.map((c) => ({ at: c.changedAt.toISOString(), by: c.changedBy, fields: c.fields })),
  };
}

/** POST /api/stores: a new store, its delivery area and trading hours (Monday to Saturday, 8 am to 5 pm, unless given); 409 when its key is taken. */
export async function createStore(db: Db, input: StoreNew, user: AuthUser, now: Date): Promise<StoreProfile> {
  const { storeKey, ...fields } = input;
  try {
    await changeCached(db, async (tx) => {
      const [taken] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.key, storeKey));
      if (taken) throw keyTaken();
      const labels = await checked(tx, fields);
      const [made] = await tx
        .insert(stores)
        .values({ key: storeKey, ...rowValues(fields) })
        .returning({ id: stores.id });
      await saveTradingHours(tx, made!.id, fields.tradingHours);
      await setStoreCoverage(tx, { id: made!.id, ...fields });
      await refreshSuburbDelivery(tx);
      await invalidateCaches(tx, 'suburbs');
      await recordStoreChange(tx, made!.id, storeFieldChanges(null, stateOf(fields, labels)), user, now);
    });
  } catch (error) {
    if (!(error instanceof Problem) && isUniqueViolation(error)) throw keyTaken();
    throw error;
  }
  return storeProfile(db, storeKey);
}

const covers = (f: StoreFields) => JSON.stringify([f.deliversBy, f.deliversBy === 'suburbs' ? [...new Set(f.deliverySuburbs)].sort() : [f.latitude, f.longitude, f.radiusKm]]);

/**
 * PATCH /api/stores/{storeKey}: any of the fields (its trading hours too),
 * recorded in the store's history; a change of its area, fee or hours
 * refreshes its suburbs' open days and fees, heard by every process. A pause (`takingOffers: false`) commits first; then each offer
 * open at the store passes on to the next store, under its order's lock
 * (docs/adr/0768).
 */
export async function patchStore(db: Db, storeKey: string, patch: StorePatch, user: AuthUser, now: Date, passOn: (storeKey: string) => Promise<number>): Promise<StoreProfile> {
  const paused = await changeCached(db, async (tx) => {
    const [store] = await tx.select().from(stores).where(eq(stores.key, storeKey)).for('update');
    if (!store) throw notFound(NOT_FOUND);
    const before = await fieldsOf(tx, store);
    const after: StoreFields = { ...before, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
    if (patch.suburbId && patch.postcode === undefined && patch.suburbId !== before.suburbId) throw fieldError('postcode', 'Give the postcode of the new suburb');
    // What is stored passed these checks when saved (a seeded store's data is taken as it is).
    const labelsBefore = await checked(tx, before).catch(() => ({ suburb: '', deliverySuburbs: [] }));
    const labelsAfter = await checked(tx, after);
    const changes = storeFieldChanges(stateOf(before, labelsBefore), stateOf(after, labelsAfter));
    if (!changes.length) return !after.takingOffers;
    await tx.update(stores).set(rowValues(after)).where(eq(stores.id, store.id));
    const coverageChanged = covers(before) !== covers(after);
    const hoursChanged = hoursDiffer(before.tradingHours, after.tradingHours);
    if (coverageChanged) await setStoreCoverage(tx, { id: store.id, ...after });
    if (hoursChanged) await saveTradingHours(tx, store.id, after.tradingHours);
    if (coverageChanged || hoursChanged || before.deliveryFee !== after.deliveryFee) {
      await refreshSuburbDelivery(tx);
      await invalidateCaches(tx, 'suburbs');
    }
    await recordStoreChange(tx, store.id, changes, user, now);
    return !after.takingOffers;
  });
  // Idempotent: a store already paused passes on any offer still open there.
  if (paused) await passOn(storeKey);
  return storeProfile(db, storeKey);
}
