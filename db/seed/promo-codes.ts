import { sql } from 'drizzle-orm';
import { knownDay } from '../../src/lib/domain/calendar-day';
import type { Db } from '../../src/server/db/client';
import { promoCodes } from '../../src/server/db/schema/index';
import { excludedSet } from './batch';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type PromoCodeSeed = Omit<typeof promoCodes.$inferInsert, 'id'>;

/** Open long enough for the tests' fixed clocks (2025) and for years to come. */
const LONG_RUNNING = { validFrom: knownDay('2025-01-01'), validUntil: knownDay('2035-12-31') };

/** The demo shop's promo codes (README.md lists them), one of each kind and state. */
export const PROMO_CODE_SEED: PromoCodeSeed[] = [
  { code: 'SPRING15', description: '15% off your order', discountKind: 'percentage', percent: 15, ...LONG_RUNNING },
  { code: 'SAVE10', description: '$10 off orders of $80 or more', discountKind: 'amount', amountCents: 1000, minimumSpendCents: 8000, ...LONG_RUNNING },
  { code: 'HAMPER20', description: '20% off gift hampers', discountKind: 'percentage', percent: 20, category: 'hampers', ...LONG_RUNNING },
  { code: 'WINTER25', description: '25% off for winter (ended 30 June 2025)', discountKind: 'percentage', percent: 25, validFrom: knownDay('2025-06-01'), validUntil: knownDay('2025-06-30') },
  { code: 'FIRST100', description: '$20 off for our first 100 orders', discountKind: 'amount', amountCents: 2000, maxApplications: 100, applications: 100, ...LONG_RUNNING },
];

/**
 * Upserts the codes by code. Every field of the definition follows the seed;
 * the use count only ever grows, so orders placed with a code still count.
 */
export async function seedPromoCodes(tx: Tx): Promise<void> {
  const rows = PROMO_CODE_SEED.map((row) => ({ minimumSpendCents: null, category: null, percent: null, amountCents: null, maxApplications: null, applications: 0, isActive: true, ...row }));
  await tx
    .insert(promoCodes)
    .values(rows)
    .onConflictDoUpdate({
      target: promoCodes.code,
      set: { ...excludedSet(promoCodes, ['id', 'code', 'applications']), applications: sql`greatest(${promoCodes.applications}, excluded.applications)` },
    });
}
