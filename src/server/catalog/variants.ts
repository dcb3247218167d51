import type { VariantsQuery } from '../../lib/api/contracts/catalog-queries';
import type { VariantsResponse } from '../../lib/api/contracts/variants';
import { DELIVERY_DATE_PROBLEM_TYPES, PROBLEM_TYPES } from '../../lib/api/problems';
import { checkAvailability, dateRuleProblem, deliveryFees, type Availability, type AvailabilityRequest } from '../../lib/domain/availability';
import type { CalendarDay } from '../../lib/domain/calendar-day';
import { price } from '../../lib/domain/money';
import type { Db } from '../db/client';
import { badRequest, fieldProblem, notAvailable, notFound, type Problem } from '../http/problem';
import { catalogSnapshot, type CatalogProduct } from './snapshot';
import { resolveDestination } from '../delivery/service';
import type { RequestContext } from '../http/context';

export async function productByKey(db: Db, productKey: string): Promise<CatalogProduct> {
  const product = (await catalogSnapshot(db)).byKey.get(productKey);
  if (!product || !product.active) throw notFound(`No product has the key ${productKey}.`);
  return product;
}

/**
 * The problem answered when a product cannot be delivered as asked. The
 * hamper same-day rule is told apart by its code (its message names the
 * rule, so it also names the deliveryDate field); every other refusal is
 * the general "not available for your chosen delivery details".
 */
export function unavailableProblem(availability: Extract<Availability, { available: false }>, request: AvailabilityRequest): Problem {
  // The product's own rule (docs/adr/0762) names the field it refuses.
  const own = availability.productRule;
  if (own?.field === 'deliveryDate') return fieldProblem('deliveryDate', own.message, PROBLEM_TYPES.productNotDeliveredThatDay);
  if (own) return fieldProblem(request.destination?.kind === 'country' ? 'countryCode' : 'suburbId', own.message, PROBLEM_TYPES.productNotDeliveredThere);
  const rule = availability.reason === 'date' && request.date ? dateRuleProblem({ ...request, date: request.date }) : null;
  if (rule?.code === 'hamper-same-day') return notAvailable(availability.message, DELIVERY_DATE_PROBLEM_TYPES[rule.code], { deliveryDate: availability.message });
  return notAvailable(availability.message, PROBLEM_TYPES.productUnavailable);
}

/**
 * Refuses a delivery the rules do not allow, for a cart change: a broken
 * delivery-date rule is a 422 naming `deliveryDate` with the rule's type,
 * anything else the unavailable problem.
 */
export function requireDeliverable(request: AvailabilityRequest & { date: CalendarDay }): void {
  const dateRule = dateRuleProblem(request);
  if (dateRule) throw fieldProblem('deliveryDate', dateRule.message, DELIVERY_DATE_PROBLEM_TYPES[dateRule.code]);
  const availability = checkAvailability(request);
  if (!availability.available) throw unavailableProblem(availability, request);
}

/**
 * GET /api/products/{productKey}/variants: the variants in size order and
 * the fees of the chosen delivery; a 422 problem when it cannot be delivered.
 */
export async function productVariants({ db, shopper }: RequestContext, { productKey, query }: { productKey: string; query: VariantsQuery }): Promise<VariantsResponse> {
  const product = await productByKey(db, productKey);
  const resolved = await resolveDestination(db, query.destination, (field, message) => badRequest(message, { [field]: message }));
  const date = query.deliveryDate ?? null;
  const request = { product, destination: resolved?.destination ?? null, date, now: shopper.now, role: shopper.role, rules: shopper.rules };
  const availability = checkAvailability(request);
  if (!availability.available) throw unavailableProblem(availability, request);
  const fees = resolved ? deliveryFees(product, resolved.destination, date, shopper.rules) : null;
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
    peakDay: fees?.peakDay ? { name: fees.peakDay.name, surcharge: price(fees.peakDay.cents) } : null,
    serviceFee: fees ? price(fees.serviceFee) : null,
    deliveryMessage: availability.deliveryMessage,
  };
}
