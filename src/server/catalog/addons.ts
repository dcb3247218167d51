import type { AddonsResponse } from '../../lib/api/contracts/addons';
import type { AddonsQuery } from '../../lib/api/contracts/catalog-queries';
import { checkAvailability } from '../../lib/domain/availability';
import { price } from '../../lib/domain/money';
import { badRequest } from '../http/problem';
import { cartAddonQuantities } from '../cart/queries';
import { catalogSnapshot, type CatalogAddon } from './snapshot';
import { resolveDestination } from '../delivery/service';
import type { RequestContext } from '../http/context';
import { productByKey } from './variants';
import { offersAddon } from './addons-offered';

/** Add-ons go out with the local florist's delivery: none overseas or with partner products. */
export const addonsAllowed = (product: { thirdPartySource: string | null }, destinationKind: 'suburb' | 'country' | null) => product.thirdPartySource === null && destinationKind !== 'country';

/**
 * GET /api/products/{productKey}/addons: add-on categories for the chosen
 * delivery, each add-on with the quantity the cart already holds for this
 * product (or 1 when its key is among SelectedAddonsKeys). Empty when no
 * add-on can go with the delivery.
 */
export async function productAddons({ db, shopper, anonymousId }: RequestContext, { productKey, query }: { productKey: string; query: AddonsQuery }): Promise<AddonsResponse> {
  const product = await productByKey(db, productKey);
  const quantities = query.CartId ? await cartAddonQuantities(db, query.CartId, anonymousId, product.id) : new Map<string, number>();
  const resolved = await resolveDestination(db, query.destination, (field, message) => badRequest(message, { [field]: message }));
  if (!addonsAllowed(product, resolved?.destination.kind ?? null)) return { categories: [] };
  const availability = checkAvailability({ product, destination: resolved?.destination ?? null, date: query.deliveryDate ?? null, now: shopper.now, role: shopper.role, rules: shopper.rules });
  if (!availability.available) return { categories: [] };
  const selected = new Set(query.SelectedAddonsKeys);
  const catalog = await catalogSnapshot(db);
  const view = (addon: CatalogAddon) => ({
    addonId: addon.id,
    id: addon.id,
    name: addon.name,
    description: addon.description,
    price: price(addon.priceCents),
    quantity: quantities.get(addon.id) ?? (selected.has(addon.key) ? 1 : 0),
    maxQuantity: addon.maxQuantity,
    valid: addon.active,
    addonType: addon.addonType,
    key: addon.key,
    imageUrl: addon.imageUrl,
    variantId: addon.variantId,
  });
  return {
    categories: catalog.categories
      .map((category) => ({ id: category.id, name: category.name, addons: catalog.addons.filter((a) => a.categoryId === category.id && a.active && offersAddon(product, a.key)).map(view) }))
      .filter((category) => category.addons.length > 0),
  };
}
