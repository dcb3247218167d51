import { z } from 'zod';

/** The longest store key an address or a body may name (a new store's is at most 20). */
export const STORE_KEY_MAX = 40;

/**
 * A store key as an address ({storeKey}), a query or a body names it: in
 * any case, answered in upper case, as stores keep their keys; anything but
 * letters, digits and "-" names no store.
 */
export const storeKeyRef = (label = 'Store key') =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(STORE_KEY_MAX, { error: `${label} is not valid` })
    .regex(/^[A-Za-z0-9-]+$/, { error: `${label} is not valid` })
    .transform((key) => key.toUpperCase());

/** The {storeKey} of a store's address. */
export const StoreKeyParamsModel = z.object({ storeKey: storeKeyRef() });
