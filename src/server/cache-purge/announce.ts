import { onInvalidationMessage, sendInvalidationMessage } from '../cache-invalidation';
import type { Db } from '../db/client';
import { answersSent } from './answers-in-flight';
import { keyParts, purgeSharedCaches } from './index';

/** The word of a purge sent to every process on the cache invalidation channel. */
const PURGE = 'purge';

/**
 * A purge every process makes once it has heard of the change (docs/adr/0784):
 * sent after the change committed, on the channel its invalidations came on,
 * so each process hears it after dropping its copies of what changed, and
 * purges once the answers it was sending from them are out. The last purge
 * follows the last process: a cache that asks any process again gets the
 * change.
 */
export async function announcePurge(db: Db, keys: readonly string[]): Promise<void> {
  for (const part of keyParts(keys)) await sendInvalidationMessage(db, PURGE, part);
}

onInvalidationMessage(PURGE, (_db, text) => {
  void answersSent().then(() => purgeSharedCaches(text.split(' ').filter(Boolean)));
});
