/**
 * Which add-ons a product offers (docs/adr/0761): `addonsOffered` null is
 * every add-on (every product's choice until the head office makes
 * another), a list is those add-ons by key, an empty list none.
 */
export const offersAddon = (product: { addonsOffered: readonly string[] | null }, addonKey: string): boolean => product.addonsOffered === null || product.addonsOffered.includes(addonKey);
