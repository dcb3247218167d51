import { eq, sql } from 'drizzle-orm';
import type { CataloguePatch } from '../../lib/api/contracts/catalogue';
import { sanitizeCmsHtml } from '../../lib/cms/sanitize';
import { productVariants } from '../db/schema/index';
import { fieldProblem } from '../http/problem';
import type { CatalogueTx, FieldChange } from './change';
import type { FormPart } from './form-part';

type VariantRecord = typeof productVariants.$inferSelect;

/** A florist's guide as it is stored: sanitised as the studio's rich text is; null when it says nothing. */
export function storedGuide(html: string): string | null {
  const clean = sanitizeCmsHtml(html).trim();
  return clean.replace(/<[^>]*>|&nbsp;|\s/g, '') ? clean : null;
}

/**
 * A patch's size names and florist's guides (prices are edit.ts's). A
 * size's name must be its own among the product's sizes (422
 * `variants.N.name`); a guide is sanitised before it is compared or kept.
 * Names go by way of one no size has, so two sizes may swap names.
 */
export function sizeChange(tx: CatalogueTx, variants: readonly VariantRecord[], given: CataloguePatch['variants']): FormPart {
  const fields: FieldChange[] = [];
  const names = new Map(variants.map((variant) => [variant.id, variant.label]));
  const guides = new Map<string, string | null>();
  const byKey = new Map(variants.map((variant) => [variant.key, variant]));
  for (const size of given ?? []) {
    const variant = byKey.get(size.key);
    if (!variant) continue; // edit.ts names a size the product does not have.
    if (size.name !== undefined) names.set(variant.id, size.name);
    if (size.guide !== undefined) guides.set(variant.id, storedGuide(size.guide));
  }
  for (const [index, size] of (given ?? []).entries()) {
    const variant = byKey.get(size.key);
    if (!variant || size.name === undefined) continue;
    const name = size.name.toLowerCase();
    if (variants.some((other) => other.id !== variant.id && names.get(other.id)!.toLowerCase() === name)) throw fieldProblem(`variants.${index}.name`, 'Each size needs its own name.');
  }
  const renamed = variants.filter((variant) => names.get(variant.id) !== variant.label);
  const rewritten = variants.filter((variant) => guides.has(variant.id) && guides.get(variant.id) !== variant.workroomGuide);
  for (const variant of renamed) fields.push({ field: `variants.${variant.key}.label`, label: `Name of size ${variant.label}`, before: variant.label, after: names.get(variant.id)! });
  for (const variant of rewritten) {
    const after = guides.get(variant.id);
    fields.push({
      field: `variants.${variant.key}.guide`,
      label: `Florist's guide for ${names.get(variant.id)}`,
      before: '',
      after: !after ? 'Removed' : variant.workroomGuide ? 'Rewritten' : 'Written',
    });
  }
  return {
    fields,
    write: async () => {
      for (const variant of renamed)
        await tx
          .update(productVariants)
          .set({ label: sql`${productVariants.id}::text` })
          .where(eq(productVariants.id, variant.id));
      for (const variant of renamed)
        await tx
          .update(productVariants)
          .set({ label: names.get(variant.id)! })
          .where(eq(productVariants.id, variant.id));
      for (const variant of rewritten)
        await tx
          .update(productVariants)
          .set({ workroomGuide: guides.get(variant.id) ?? null })
          .where(eq(productVariants.id, variant.id));
    },
  };
}
