import type { VariantsQuery, VariantsResponse } from '../../lib/api/contracts/variants';
import { checkAvailability, deliveryFees } from '../../lib/domain/availability';
import { HAMPER_SAME_DAY_MESSAGE } from '../../lib/domain/delivery';
import { price } from '../../lib/domain/money';
import type { Db } from '../db/client';
import { badRequest, notFound, Problem } from '../http/problem';
import { catalogSnapshot, type CatalogProduct } from './catalog-snapshot';
import { resolveDestination } from './delivery';
import type { ShopperContext } from './shopper';

export async function productByKey(db: Db, productKey: string): Promise<CatalogProduct> {
  const product = (await catalogSnapshot(db)).byKey.get(productKey);
  if (!product || !product.active) throw notFound(`No product has the key ${productKey}.`);
  return product;
}

/** The problem answered when a product cannot be delivered as asked (the hamper rule names deliveryDate). */
export function unavailableProblem(message: string): Problem {
  return new Problem(422, 'Not Available', message, message === HAMPER_SAME_DAY_MESSAGE ? { deliveryDate: message } : undefined);
}

/**
 * GET /api/products/{productKey}/variants: the variants in size order and
 * the fees of the chosen delivery; a 422 problem when it cannot be delivered.
 */
export async function productVariants(db: Db, productKey: string, query: VariantsQuery, shopper: ShopperContext): Promise<VariantsResponse> {
  const product = await productByKey(db, productKey);
  const resolved = await resolveDestination(db, query, (field, message) => badRequest(message, { [field]: message }));
  const date = query.deliveryDate ?? null;
  const availability = checkAvailability({ product, destination: resolved?.destination ?? null, date, now: shopper.now, role: shopper.role });
  if (!availability.available) throw unavailableProblem(availability.message);
  const fees = resolved ? deliveryFees(product, resolved.destination, date) : null;
  return {
    productKey: product.key,
    productId: product.id,
    thirdPartySource: product.thirdPartySource,
    isHamper: product.isHamper,
    variants: product.variants.map((variant) => ({
      label: variant.label,
      price: price(variant.priceCents),
      productKey: product.key,
      variantKey: variant.key,
      variantId: variant.id,
      productId: product.id,
      sku: variant.sku,
      images: variant.images,
    })),
    deliveryFee: fees ? price(fees.deliveryFee) : null,
    extraDeliveryFee: fees ? price(fees.extraDeliveryFee) : null,
    serviceFee: fees ? price(fees.serviceFee) : null,
    deliveryMessage: availability.deliveryMessage,
  };
}
