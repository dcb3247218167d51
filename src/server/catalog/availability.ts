import { checkAvailability, type Availability, type Destination } from '../../lib/domain/availability';
import type { CalendarDay } from '../../lib/domain/calendar-day';
import { LRUCache } from 'lru-cache';
import type { ShopperContext } from '../http/context';
import type { CatalogProduct } from './snapshot';

/** Answers for one kind of product, delivery and hour, shared by requests: working them out costs more than the rest of a search. */
const answers = new LRUCache<string, Availability>({ max: 10_000, ttl: 60_000 });

/**
 * Which rule book an answer was worked out under: each load of Flowerline's
 * delivery rules is a new book (a change reloads it in every process), so
 * answers under an older book are never read again.
 */
const bookIds = new WeakMap<object, number>();
let lastBookId = 0;
function bookKey(book: object | undefined): number {
  if (!book) return 0;
  let id = bookIds.get(book);
  if (id === undefined) bookIds.set(book, (id = ++lastBookId));
  return id;
}

const destinationKey = (destination: Destination | null) =>
  !destination ? '' : destination.kind === 'suburb' ? `s|${destination.state}|${destination.openDays}|${destination.deliveryFeeCents}` : `c|${destination.isoCode}|${destination.partner}`;

/**
 * Availability of many products for one delivery: the answer depends only
 * on the product's source and whether it is a hamper, so it is worked out
 * once per kind of product, not once per product, and kept for the hour
 * (see clockKey) for the next request.
 */
export function availabilityFilter(destination: Destination | null, date: CalendarDay | null, shopper: ShopperContext) {
  const delivery = `${clockKey(shopper)}|${destinationKey(destination)}|${date ?? ''}`;
  const bySource = new Map<string | null, [Availability | undefined, Availability | undefined]>();
  const check = (product: Pick<CatalogProduct, 'thirdPartySource' | 'isHamper'>): Availability => {
    let kinds = bySource.get(product.thirdPartySource);
    if (!kinds) bySource.set(product.thirdPartySource, (kinds = [undefined, undefined]));
    const slot = product.isHamper ? 1 : 0;
    let answer = kinds[slot];
    if (!answer) {
      const key = `${delivery}|${product.thirdPartySource ?? ''}|${product.isHamper}`;
      answer = answers.get(key);
      if (!answer) answers.set(key, (answer = checkAvailability({ product, destination, date, now: shopper.now, role: shopper.role, rules: shopper.rules })));
      kinds[slot] = answer;
    }
    return answer;
  };
  return { check, isAvailable: (product: CatalogProduct) => check(product).available };
}

/**
 * Key of everything a cached answer depends on besides the query: the day
 * and whether the same-day cutoff has passed (both change only on the hour,
 * Melbourne being a whole number of hours from UTC), the role, and the
 * delivery rules' book.
 */
export function clockKey(shopper: ShopperContext): string {
  return `${shopper.now.toISOString().slice(0, 13)}|${shopper.role}|${bookKey(shopper.rules)}`;
}
