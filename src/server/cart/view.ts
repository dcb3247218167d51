import type { Cart, CustomLineItem, LineItem } from '../../lib/api/contracts/cart';
import { checkAvailability, type ProductSourceInfo } from '../../lib/domain/availability';
import { checkoutBlocks } from '../../lib/domain/checkout-gate';
import { NETWORK_FEE_PROVIDER } from '../../lib/domain/constants';
import type { CalendarDay } from '../../lib/domain/calendar-day';
import { destinationKey } from '../../lib/domain/delivery-choice';
import { deliveryCharges, type ChargedDelivery } from '../../lib/domain/delivery-charges';
import { financialSummary, financialSummaryAmounts } from '../../lib/domain/financial-summary';
import { price } from '../../lib/domain/money';
import { productUrl } from '../../lib/domain/products';
import { listingSelectionsOf } from '../catalog/listing-selection';
import { catalogSnapshot } from '../catalog/snapshot';
import { cartContents, type CartContents } from './contents';
import type { CartRow } from './rows';
import type { RequestContext } from '../http/context';
import { cardMessageFields, customLineView } from './view-custom';
import type { ResolvedDestination } from '../delivery/service';
import { destinationResolver, locationOf } from './view-destination';
import { evaluateCartPromoCodes } from './promo-evaluation';
import { applyAutomaticPromotions } from '../../lib/domain/automatic-promotions';
import { runningAutomaticPromotions } from '../promotions/automatic-rules';
import { openSessionOf } from '../payments/sessions';

/** Custom products are delivered like a florist's product. */
export const CUSTOM_PRODUCT_SOURCE = { thirdPartySource: null, isHamper: false } as const;

/**
 * The cart as the API answers it: each line re-checked for delivery
 * (isValid), the promo codes evaluated against the cart now, the financial
 * summary in the order the caller's role reads it, and every rule keeping
 * the cart from checkout. Every amount is computed here from stored cents;
 * nothing a client sent is trusted.
 */
export async function cartView(ctx: Pick<RequestContext, 'db' | 'shopper'>, cart: CartRow): Promise<Cart> {
  return cartViewOf(ctx, cart, await cartContents(ctx.db, cart.id));
}

/**
 * The cart answer built from contents already in hand: a change reads the
 * cart's contents under its lock, applies itself to them and answers from
 * them, without reading the cart back.
 */
export async function cartViewOf({ db, shopper }: Pick<RequestContext, 'db' | 'shopper'>, cart: CartRow, contents: CartContents): Promise<Cart> {
  const catalog = await catalogSnapshot(db);
  const resolve = destinationResolver(db);
  // Lines of one kind going to one place on one day are all deliverable or none: each such group is checked once.
  const checked = new Map<string, boolean>();
  const deliverableTo = (product: ProductSourceInfo, destination: ResolvedDestination, date: CalendarDay) => {
    const key = `${product.thirdPartySource ?? ''}|${product.isHamper}|${destinationKey(destination.choice)}|${date}|${product.delivery ? JSON.stringify(product.delivery) : ''}`;
    let available = checked.get(key);
    if (available === undefined) {
      available = checkAvailability({ product, destination: destination.destination, date, now: shopper.now, role: shopper.role, rules: shopper.rules }).available;
      checked.set(key, available);
    }
    return available;
  };
  const charged: ChargedDelivery[] = [];
  const lineItems: LineItem[] = [];
  const lineCategories = new Map<string, string[]>();
  const lineFacets = new Map<string, Record<string, string[]>>();
  for (const line of contents.lines) {
    const found = catalog.variantById.get(line.variantId);
    if (!found) continue;
    const { product, variant } = found;
    const resolved = await resolve(line);
    const deliverable = !!resolved && product.active && deliverableTo(product, resolved, line.deliveryDate);
    if (resolved) charged.push({ product, destination: resolved.destination, destinationKey: destinationKey(resolved.choice), date: line.deliveryDate });
    const lineAddons = contents.addons
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
    const adjustments = contents.adjustments
      .filter((row) => row.lineItemId === line.id)
      .map((row) => ({ id: row.id, adjustmentId: row.id, name: row.title, description: row.description, money: price(row.priceCents) }));
    // Priced from the catalogue as it is now (docs/adr/0755); the price a payment session was opened with is the session's own.
    const unitCents = variant.priceCents;
    const total = unitCents * line.quantity + lineAddons.reduce((sum, a) => sum + a.totalPrice.centAmount, 0) + adjustments.reduce((sum, a) => sum + a.money.centAmount, 0);
    const message = cardMessageFields(line, product.thirdPartySource);
    lineCategories.set(line.id, [product.productType]);
    lineFacets.set(line.id, product.facets);
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
      price: price(unitCents),
      ...(unitCents !== line.unitPriceCents ? { priceBefore: price(line.unitPriceCents) } : {}),
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
      adjustments,
      ...message,
      additionalInfo: message.cardMessage ? [{ key: 'cardMessage', value: message.cardMessage }] : [],
    });
  }
  const customLineItems: CustomLineItem[] = [];
  for (const row of contents.customLines) {
    const resolved = await resolve(row);
    const isValid = !!resolved && deliverableTo(CUSTOM_PRODUCT_SOURCE, resolved, row.deliveryDate);
    if (resolved) charged.push({ product: CUSTOM_PRODUCT_SOURCE, destination: resolved.destination, destinationKey: destinationKey(resolved.choice), date: row.deliveryDate });
    customLineItems.push(customLineView(row, isValid));
  }

  // A use the cart's own open payment session holds is not counted against it.
  const held = cart.paymentSessionId ? await openSessionOf(db, cart.paymentSessionId) : null;
  const promoLines = [
    ...lineItems.map((line) => ({
      lineItemId: line.lineItemId,
      categories: lineCategories.get(line.lineItemId) ?? [],
      totalCents: line.totalPrice.centAmount,
      productKey: line.productKey,
      facets: lineFacets.get(line.lineItemId),
    })),
    ...customLineItems.map((line) => ({ lineItemId: line.id, categories: [], totalCents: line.money.centAmount * line.quantity })),
  ];
  const listings = { selections: await listingSelectionsOf(db), onSale: catalog.products };
  const promo = evaluateCartPromoCodes(
    held ? contents.promoCodes.map((row) => (held.promoCodeIds.includes(row.id) ? { ...row, applications: row.applications - 1 } : row)) : contents.promoCodes,
    promoLines,
    shopper.now,
    listings,
  );
  // Promotions without a code come off first; a code that does not combine keeps its lines to itself (docs/adr/0765).
  const promotions = applyAutomaticPromotions(await runningAutomaticPromotions(db, shopper.now, listings), promoLines, shopper.now, promo.exclusiveLineIds);
  const charges = deliveryCharges(charged, shopper.rules);
  const summaryInput = {
    subtotalCents: lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0) + customLineItems.reduce((sum, line) => sum + line.money.centAmount * line.quantity, 0),
    deliveryCents: charges.deliveryCents,
    peakSurcharges: charges.peakSurcharges,
    networkFee: { providerName: NETWORK_FEE_PROVIDER, cents: charges.serviceFeeCents },
    discountCents: promo.discountCents,
    promotions: promotions.map((promotion) => ({ title: promotion.name, cents: promotion.discountCents })),
  };
  const amounts = financialSummaryAmounts(summaryInput);

  // The cart's delivery is its newest item's (lines and custom products alike).
  const newest = [...contents.lines.map((l) => ({ at: l.createdAt, item: l })), ...contents.customLines.map((l) => ({ at: l.createdAt, item: l }))]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .at(-1)?.item;
  const deliveryLocation = newest ? await locationOf(resolve, newest) : null;
  const gateLines = [
    ...lineItems.map((line) => ({ lineItemId: line.lineItemId, isValid: line.isValid, cardMessage: line.cardMessage, noCardMessage: line.noCardMessage, addons: line.addons })),
    ...customLineItems.map((line) => ({ lineItemId: line.id, isValid: line.isValid, cardMessage: line.cardMessage, noCardMessage: line.noCardMessage })),
  ];
  const itemDeliveries = [...contents.lines, ...contents.customLines].map((item) => `${item.deliveryDate}|${item.suburbId ?? ''}|${item.countryCode ?? ''}`);
  const blocks = checkoutBlocks({ lineItems: gateLines, deliveryLocation, deliveryDate: newest?.deliveryDate ?? null, itemDeliveries, promoCodes: promo.codes });
  return {
    cartId: cart.id,
    id: cart.id,
    anonymousId: cart.anonymousId,
    customerId: cart.customerId,
    cartState: cart.state,
    lineItems,
    thirdPartySource: lineItems[0]?.thirdPartySource ?? null,
    deliveryDate: newest?.deliveryDate ?? null,
    suburbId: newest?.suburbId ?? null,
    countryCode: newest?.countryCode ?? null,
    deliveryLocation,
    customLineItems,
    note: cart.note,
    promoCodes: promo.codes,
    financialSummary: financialSummary(summaryInput, shopper.role),
    isValid: gateLines.every((line) => line.isValid),
    checkoutBlocks: blocks,
    canCheckout: cart.state === 'Active' && gateLines.length > 0 && blocks.length === 0,
    orderId: cart.orderId,
    paymentSession: held && held.expiresAt > shopper.now ? { id: held.id, expiresAt: held.expiresAt.toISOString() } : null,
    sender: cart.savedSender ?? null,
    totalPrice: price(amounts.total),
    currencyCode: cart.currencyCode,
  };
}
