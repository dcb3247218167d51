import { Hono, type Context } from 'hono';
import { AllocationSettingsPatchModel, NetworkQueryModel, StoreNewModel, StorePatchModel } from '../../lib/api/contracts/network';
import { ACCESS } from '../../lib/domain/account';
import { allocationSettingsView, saveAllocationSettings } from '../allocation/settings';
import { passOnOffersOf } from '../allocation/service';
import { requireRole, requireUser } from '../http/auth';
import { requestContext } from '../http/context';
import { parseBody, parseQuery } from '../http/validate';
import { networkTable } from './network-table';
import { createStore, patchStore, storeProfile } from './store-edit';
import { storeKeyParam } from './store-key';

const now = (c: Context) => requestContext(c).shopper.now;
const flowerline = requireRole(...ACCESS.flowerline);

/**
 * The florist network as Flowerline runs it (docs/adr/0768), Flowerline only:
 * POST /api/stores: a new store (201; 409 when its key is taken).
 * PATCH /api/stores/{storeKey}: any field, its trading hours too; `takingOffers: false` pauses it and its open offers pass on.
 * GET /api/stores/{storeKey}/profile: the store as its form shows it, with its history.
 * GET /api/network/stores: the network table (sortable, paged).
 * GET, PATCH /api/network/allocation-settings: the allocation rules and their history.
 * A store key in an address is read in any case (vic-001 is VIC-001).
 */
export const networkRoutes = new Hono()
  .post('/stores', flowerline, async (c) => {
    const input = await parseBody(c, StoreNewModel);
    return c.json(await createStore(c.var.db, input, requireUser(c), now(c)), 201);
  })
  .patch('/stores/:storeKey', flowerline, async (c) => {
    const storeKey = storeKeyParam(c);
    const patch = await parseBody(c, StorePatchModel);
    const { db } = c.var;
    return c.json(await patchStore(db, storeKey, patch, requireUser(c), now(c), (key) => passOnOffersOf(db, key, now(c))));
  })
  .get('/stores/:storeKey/profile', flowerline, async (c) => c.json(await storeProfile(c.var.db, storeKeyParam(c))))
  .get('/network/stores', flowerline, async (c) => c.json(await networkTable(c.var.db, parseQuery(c, NetworkQueryModel), now(c))))
  .get('/network/allocation-settings', flowerline, async (c) => c.json(await allocationSettingsView(c.var.db)))
  .patch('/network/allocation-settings', flowerline, async (c) => {
    const patch = await parseBody(c, AllocationSettingsPatchModel);
    return c.json(await saveAllocationSettings(c.var.db, patch, requireUser(c), now(c)));
  });
