import type { Db } from '../db/client';
import { resolveDestination, type ResolvedDestination } from '../delivery/service';

export type KeyedDestination = ResolvedDestination & { key: string };
export type DestinationResolver = (item: { suburbId: string | null; countryCode: string | null }) => Promise<KeyedDestination | null>;

/** Resolves items' suburb or country once per cart view; an unknown one resolves to null (the item is then not deliverable). */
export function destinationResolver(db: Db): DestinationResolver {
  const seen = new Map<string, Promise<KeyedDestination | null>>();
  return (item) => {
    const key = item.suburbId ? `suburb:${item.suburbId}` : item.countryCode ? `country:${item.countryCode}` : '';
    if (!key) return Promise.resolve(null);
    let found = seen.get(key);
    if (!found) {
      found = resolveDestination(db, item, () => new Error('unknown destination'))
        .then((resolved) => (resolved ? { ...resolved, key } : null))
        .catch(() => null);
      seen.set(key, found);
    }
    return found;
  };
}

/** The cart's delivery location as the API answers it: "Kew, VIC, 3101", or the overseas country. */
export async function locationOf(resolve: DestinationResolver, item: { suburbId: string | null; countryCode: string | null }) {
  const resolved = await resolve(item);
  if (resolved?.suburb) {
    const { suburb } = resolved;
    return { suburbId: suburb.id, countryCode: null, name: `${suburb.name}, ${suburb.state}, ${suburb.postcode}`, latitude: suburb.latitude, longitude: suburb.longitude };
  }
  if (resolved?.country) return { suburbId: null, countryCode: resolved.country.isoCode, name: resolved.country.name, latitude: null, longitude: null };
  return null;
}
