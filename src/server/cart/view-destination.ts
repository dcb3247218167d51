import { deliveryChoiceOf, destinationKey, type DestinationPair } from '../../lib/domain/delivery-choice';
import type { Db } from '../db/client';
import { resolveDestination, type ResolvedDestination } from '../delivery/service';

export type DestinationResolver = (row: DestinationPair) => Promise<ResolvedDestination | null>;

/**
 * Resolves rows' suburb or country once per cart view; an unknown one resolves to null (the item is then not
 * deliverable). The row's two columns are read into a DeliveryChoice here, where they leave the database.
 */
export function destinationResolver(db: Db): DestinationResolver {
  const seen = new Map<string, Promise<ResolvedDestination | null>>();
  return (row) => {
    const choice = deliveryChoiceOf(row);
    if (!choice) return Promise.resolve(null);
    const key = destinationKey(choice);
    let found = seen.get(key);
    if (!found) {
      found = resolveDestination(db, choice, () => new Error('unknown destination')).catch(() => null);
      seen.set(key, found);
    }
    return found;
  };
}

/** The cart's delivery location as the API answers it: "Kew, VIC, 3101", or the overseas country. */
export async function locationOf(resolve: DestinationResolver, row: DestinationPair) {
  const resolved = await resolve(row);
  if (resolved?.suburb) {
    const { suburb } = resolved;
    return { suburbId: suburb.id, countryCode: null, name: `${suburb.name}, ${suburb.state}, ${suburb.postcode}`, latitude: suburb.latitude, longitude: suburb.longitude };
  }
  if (resolved?.country) return { suburbId: null, countryCode: resolved.country.isoCode, name: resolved.country.name, latitude: null, longitude: null };
  return null;
}
