import type { products } from '../db/schema/index';
import type { FieldChange } from './change';

/**
 * One group of a product's form as a patch changes it (docs/adr/0761):
 * checked before anything is written (a bad value throws the 4xx naming
 * its field), then the history's fields, the product columns it sets, what
 * else it writes, and the addresses to render again.
 */
export interface FormPart {
  fields: FieldChange[];
  set?: Partial<typeof products.$inferInsert>;
  write?: () => Promise<void>;
  pages?: string[];
}

export type ProductRecord = typeof products.$inferSelect;
