import { desc, eq, sql } from 'drizzle-orm';
import type { AllocationSettings, AllocationSettingsPatch } from '../../lib/api/contracts/network';
import { allocationRuleWords, defaultAllocationRules, type AllocationRules, type Rotation } from '../../lib/domain/allocation-rules';
import { personName } from '../accounts/users';
import type { AuthUser } from '../auth/session';
import { config } from '../config';
import type { Db } from '../db/client';
import { allocationSettingChanges, allocationSettings } from '../db/schema/index';
import type { Tx } from './offers';

const KEY = 'network';

/**
 * The allocation rules in force, read inside the allocation step's own
 * transaction (docs/adr/0768): a change reaches every process at its next
 * offer, with no cache to drop. Without a saved row, the defaults.
 */
export async function allocationRules(tx: Tx | Db): Promise<AllocationRules> {
  const [row] = await tx.select().from(allocationSettings).where(eq(allocationSettings.key, KEY));
  if (!row) return defaultAllocationRules(config().ALLOCATION_RESPONSE_SECONDS);
  return { responseSeconds: row.responseMinutes * 60, maxOffers: row.maxOffers, rotation: row.rotation as Rotation };
}

/** GET /api/network/allocation-settings: the rules and their history, newest first. */
export async function allocationSettingsView(db: Db): Promise<AllocationSettings> {
  const [rules, changes] = await Promise.all([allocationRules(db), db.select().from(allocationSettingChanges).orderBy(desc(allocationSettingChanges.id)).limit(100)]);
  return {
    responseMinutes: Math.round((rules.responseSeconds / 60) * 100) / 100,
    maxOffers: rules.maxOffers,
    rotation: rules.rotation,
    changes: changes.map((c) => ({ at: c.changedAt.toISOString(), by: c.changedBy, fields: c.fields })),
  };
}

/** PATCH /api/network/allocation-settings: the rules given change; the change is recorded in the shop's words. */
export async function saveAllocationSettings(db: Db, patch: AllocationSettingsPatch, user: AuthUser, now: Date): Promise<AllocationSettings> {
  await db.transaction(async (tx) => {
    // One writer at a time, so each change is recorded against the rules it replaced.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('allocation_settings'))`);
    const before = await allocationRules(tx);
    const after: AllocationRules = {
      responseSeconds: patch.responseMinutes != null ? patch.responseMinutes * 60 : before.responseSeconds,
      maxOffers: patch.maxOffers ?? before.maxOffers,
      rotation: patch.rotation ?? before.rotation,
    };
    const old = allocationRuleWords(before);
    const fields = Object.entries(allocationRuleWords(after))
      .filter(([field, now]) => old[field]?.text !== now.text)
      .map(([field, now]) => ({ field, label: now.label, before: old[field]!.text, after: now.text }));
    if (!fields.length) return;
    const row = { responseMinutes: Math.max(1, Math.round(after.responseSeconds / 60)), maxOffers: after.maxOffers, rotation: after.rotation, updatedAt: now };
    await tx
      .insert(allocationSettings)
      .values({ key: KEY, ...row })
      .onConflictDoUpdate({ target: allocationSettings.key, set: row });
    const by = (await personName(tx as unknown as Db, user.userId)) ?? 'Flowerline';
    await tx.insert(allocationSettingChanges).values({ changedAt: now, changedBy: by, changedByUserId: user.userId, fields });
  });
  return allocationSettingsView(db);
}
