import type { Cart, LineItem } from '../../lib/api/contracts/cart';
import { checkAvailability } from '../../lib/domain/availability';
import { price } from '../../lib/domain/money';
import { productUrl } from '../../lib/domain/products';
import { catalogSnapshot } from '../catalog/snapshot';
import { cartLines, type CartRow } from './store';
import { resolveDestination } from '../delivery/service';
import type { RequestContext } from '../http/context';

/** The cart as the API answers it, each line re-checked for delivery (isValid). */
export async function cartView({ db, shopper }: Pick<RequestContext, 'db' | 'shopper'>, cart: CartRow): Promise<Cart> {
  const catalog = await catalogSnapshot(db);
  const { lines, addons } = await cartLines(db, cart.id);
  const lineItems: LineItem[] = [];
  for (const line of lines) {
    const found = catalog.variantById.get(line.variantId);
    if (!found) continue;
    const { product, variant } = found;
    const resolved = await resolveDestination(db, line, () => new Error('unknown destination')).catch(() => null);
    const deliverable = !!resolved && product.active && checkAvailability({ product, destination: resolved.destination, date: line.deliveryDate, now: shopper.now, role: shopper.role }).available;
    const lineAddons = addons
      .filter((row) => row.lineItemId === line.id)
      .flatMap((row) => {
        const addon = catalog.addonById.get(row.addonId);
        if (!addon) return [];
        return [
          {
            id: row.id,
            addonId: addon.id,
            key: addon.key,
            name: addon.name,
            addonType: addon.addonType,
            quantity: row.quantity,
            maxQuantity: addon.maxQuantity,
            price: price(row.unitPriceCents),
            totalPrice: price(row.unitPriceCents * row.quantity),
            imageUrl: addon.imageUrl,
            variantId: addon.variantId,
            valid: addon.active && deliverable,
          },
        ];
      });
    const total = line.unitPriceCents * line.quantity + lineAddons.reduce((sum, a) => sum + a.totalPrice.centAmount, 0);
    lineItems.push({
      lineItemId: line.id,
      id: line.id,
      productKey: product.key,
      productId: product.id,
      variantKey: variant.key,
      variantId: variant.id,
      sku: variant.sku,
      name: product.name,
      quantity: line.quantity,
      price: price(line.unitPriceCents),
      totalPrice: price(total),
      thumbnailImage: variant.images[0] ?? product.images[0] ?? { url: '/images/logo.svg', altText: product.name },
      thirdPartySource: product.thirdPartySource,
      isHamper: product.isHamper,
      variant: { label: variant.label, key: variant.key },
      urlSlug: productUrl(product.productPrefix, product.slug),
      deliveryDate: line.deliveryDate,
      suburbId: line.suburbId,
      countryCode: line.countryCode,
      isValid: deliverable,
      addons: lineAddons,
    });
  }
  const last = lineItems.at(-1);
  return {
    cartId: cart.id,
    id: cart.id,
    anonymousId: cart.anonymousId,
    customerId: cart.customerId,
    cartState: cart.state,
    lineItems,
    thirdPartySource: lineItems[0]?.thirdPartySource ?? null,
    deliveryDate: last?.deliveryDate ?? null,
    suburbId: last?.suburbId ?? null,
    countryCode: last?.countryCode ?? null,
    totalPrice: price(lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0)),
    currencyCode: cart.currencyCode,
  };
}
