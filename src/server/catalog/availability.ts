import { checkAvailability, type Availability, type Destination } from '../../lib/domain/availability';
import type { ShopperContext } from '../http/context';
import type { CatalogProduct } from './snapshot';

/**
 * Availability of many products for one delivery: the answer depends only
 * on the product's source and whether it is a hamper, so it is worked out
 * once per kind of product, not once per product.
 */
export function availabilityFilter(destination: Destination | null, date: string | null, shopper: ShopperContext) {
  const byKind = new Map<string, Availability>();
  const check = (product: Pick<CatalogProduct, 'thirdPartySource' | 'isHamper'>): Availability => {
    const kind = `${product.thirdPartySource ?? ''}|${product.isHamper}`;
    let answer = byKind.get(kind);
    if (!answer) {
      answer = checkAvailability({ product, destination, date, now: shopper.now, role: shopper.role });
      byKind.set(kind, answer);
    }
    return answer;
  };
  return { check, isAvailable: (product: CatalogProduct) => check(product).available };
}

/**
 * Key of everything a cached answer depends on besides the query: the day
 * and whether the same-day cutoff has passed (both change only on the hour,
 * Melbourne being a whole number of hours from UTC), and the role.
 */
export function clockKey(shopper: ShopperContext): string {
  return `${shopper.now.toISOString().slice(0, 13)}|${shopper.role}`;
}
