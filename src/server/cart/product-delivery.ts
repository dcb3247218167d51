import type { CalendarDay } from '../../lib/domain/calendar-day';
import { productDeliveryProblem } from '../../lib/domain/product-delivery';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import type { CatalogSnapshot } from '../catalog/snapshot';
import type { ResolvedDestination } from '../delivery/service';
import { fieldProblem } from '../http/problem';

/**
 * Moving a cart's delivery to a place or day one of its products is not
 * delivered to or on (its own rule, docs/adr/0762) is refused: a 422 naming
 * `suburbId`, `countryCode` or `deliveryDate`, thrown inside the move's
 * transaction so nothing is written. Products with no rule of their own are
 * judged by the cart as before (a line that cannot go is marked, not refused).
 */
export function requireProductsDeliverable(catalog: CatalogSnapshot, productIds: Iterable<string>, resolved: ResolvedDestination, date: CalendarDay, now: Date): void {
  const destination = resolved.destination.kind === 'suburb' ? resolved.destination : { kind: 'country' as const, isoCode: resolved.destination.isoCode };
  for (const productId of new Set(productIds)) {
    const product = catalog.byId.get(productId);
    const problem = product?.delivery ? productDeliveryProblem(product.delivery, { date, destination, now }) : null;
    if (!product || !problem) continue;
    const message = `${product.name}: ${problem.message}`;
    if (problem.field === 'deliveryDate') throw fieldProblem('deliveryDate', message, PROBLEM_TYPES.productNotDeliveredThatDay);
    throw fieldProblem(resolved.choice.kind === 'country' ? 'countryCode' : 'suburbId', message, PROBLEM_TYPES.productNotDeliveredThere);
  }
}
