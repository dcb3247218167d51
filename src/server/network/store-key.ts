import type { Context } from 'hono';
import { StoreKeyParamsModel } from '../../lib/api/contracts/store-key';
import { badRequest, fieldErrors } from '../http/problem';

/**
 * The store key of a store's address (/stores/{storeKey}/…), in upper case
 * as stores keep their keys: `vic-001` is VIC-001. One that could name no
 * store (other characters, too long) is a 400 naming `storeKey`.
 */
export function storeKeyParam(c: Context): string {
  const parsed = StoreKeyParamsModel.safeParse({ storeKey: c.req.param('storeKey') });
  if (!parsed.success) throw badRequest('The store key in the address is not valid.', fieldErrors(parsed.error));
  return parsed.data.storeKey;
}
