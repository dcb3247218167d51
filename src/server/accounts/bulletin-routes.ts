import { Hono } from 'hono';
import { PagingQueryModel } from '../../lib/api/contracts/account';
import { ACCESS } from '../../lib/domain/account';
import { requireRole } from '../http/auth';
import { parseQuery } from '../http/validate';
import { listMemberResources, listMessages } from './bulletins';

/** Head-office messages (Flowerline) and member resources (florists). */
export const bulletinRoutes = new Hono()
  .get('/messages', requireRole(...ACCESS.flowerline), async (c) => {
    const { offset, limit } = parseQuery(c, PagingQueryModel.omit({ SearchText: true }));
    return c.json(await listMessages(c.var, { audiences: ['flowerline'], offset, limit }));
  })
  .get('/member-resources', requireRole(...ACCESS.florists), async (c) => c.json({ results: await listMemberResources(c.var) }));
