import { notFound } from './problem';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one row a caller owns, looked up by its id: a malformed id, another
 * owner's row and a missing row all get the same 404, so ids of other
 * people's things reveal nothing. `find` is only run for a well-formed id.
 */
export async function ownedRow<R>(id: string, message: string, find: () => PromiseLike<R[]>): Promise<R> {
  if (!UUID_PATTERN.test(id)) throw notFound(message);
  const [row] = await find();
  if (!row) throw notFound(message);
  return row;
}
