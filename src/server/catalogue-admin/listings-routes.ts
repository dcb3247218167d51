import { Hono } from 'hono';
import { CatalogueListingInputModel, CatalogueListingPatchModel, CatalogueListingPreviewInputModel, CatalogueListingTakenQueryModel } from '../../lib/api/contracts/catalogue-listings';
import { requireUser } from '../http/auth';
import { requestContext } from '../http/context';
import { notFound } from '../http/problem';
import { parseBody, parseQuery } from '../http/validate';
import { getListing, listingSlugTaken, listListings, previewSelection } from './listings';
import { createListing, patchListing } from './listings-save';

/** A listing's address in the path: lowercase words and '/' (longer or other ones are no listing's). */
const slugParam = (slug: string) => {
  if (slug.length > 200) throw notFound('There is no listing page at that address.');
  return slug;
};

/**
 * The listings editor (Flowerline only, behind the catalogue's role check; docs/adr/0760):
 * GET /api/catalogue/listings: every listing page, its address, product count and live status.
 * GET /api/catalogue/listings/taken?slug=&except=: whether another page has that address.
 * POST /api/catalogue/listings/preview: how many products a choice shows now.
 * GET /api/catalogue/listings/{slug}: one listing's fields.
 * POST /api/catalogue/listings: a new listing page, published at once.
 * PATCH /api/catalogue/listings/{slug}: the fields given, published at once.
 */
export const catalogueListingRoutes = new Hono()
  .get('/catalogue/listings', async (c) => c.json(await listListings(c.var.db)))
  .get('/catalogue/listings/taken', async (c) => c.json(await listingSlugTaken(parseQuery(c, CatalogueListingTakenQueryModel))))
  .post('/catalogue/listings/preview', async (c) => c.json(await previewSelection(c.var.db, await parseBody(c, CatalogueListingPreviewInputModel))))
  .post('/catalogue/listings', async (c) => {
    const input = await parseBody(c, CatalogueListingInputModel);
    return c.json(await createListing(c.var.db, input, requireUser(c), requestContext(c).shopper.now), 201);
  })
  .get('/catalogue/listings/:slug{.+}', async (c) => c.json(await getListing(c.var.db, slugParam(c.req.param('slug')))))
  .patch('/catalogue/listings/:slug{.+}', async (c) => {
    const slug = slugParam(c.req.param('slug'));
    const patch = await parseBody(c, CatalogueListingPatchModel);
    return c.json(await patchListing(c.var.db, slug, patch, requireUser(c), requestContext(c).shopper.now));
  });
