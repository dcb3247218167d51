import { eq } from 'drizzle-orm';
import type { CatalogueListing, CatalogueListingFields, ListingSelection } from '../../lib/api/contracts/catalogue-listings';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { personName } from '../accounts/users';
import type { AuthUser } from '../auth/session';
import { changeCached, invalidateCaches } from '../cache-invalidation';
import { catalogSnapshot } from '../catalog/snapshot';
import { ContentInputError, createDocument, publishDocument, updateDocument, type EditContext } from '../content/editing';
import { queueRender } from '../content/render/renderer';
import { contentSnapshot, forgetContentSnapshot } from '../content/repository';
import type { ContentDoc } from '../content/store';
import type { Db } from '../db/client';
import { listingSelections } from '../db/schema/index';
import { fieldProblem, notFound, Problem, unprocessable } from '../http/problem';
import { getListing, isListing, LISTING_TEMPLATE, pageAt, slugTakenIn } from './listings';

type Fields = Record<string, unknown>;

const SLUG_TAKEN = 'Another page already has this address';
const slugTaken = () => new Problem(PROBLEM_TYPES.catalogueListingTaken, 409, 'Conflict', SLUG_TAKEN, { slug: SLUG_TAKEN });

/** The content checks' field names as the form names them. */
const FORM_FIELDS: Record<string, string> = { slug: 'slug', title: 'title', 'seo.title': 'seoTitle', 'seo.description': 'seoDescription', 'template.introPanel.text': 'intro' };

/** Runs a content write; a refusal of the content checks becomes a 422 naming the form's field, and a taken address a 409. */
async function checked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ContentInputError) {
      const first = error.problems[0];
      const field = (first && FORM_FIELDS[first.field]) ?? '_';
      if (field === 'slug' && /taken|unique|already/i.test(first?.message ?? '')) throw slugTaken();
      throw unprocessable(first?.message ?? 'The listing is not valid.', { [field]: first?.message ?? 'The listing is not valid.' });
    }
    throw error;
  }
}

/** Products chosen by hand must be in the catalogue (a draft may be chosen; it shows once on sale). */
async function requireKnownProducts(db: Db, selection: ListingSelection | undefined): Promise<void> {
  if (selection?.mode !== 'manual') return;
  const snapshot = await catalogSnapshot(db);
  const unknown = selection.productKeys.findIndex((key) => !snapshot.byKey.has(key));
  if (unknown >= 0) throw fieldProblem(`products.productKeys.${unknown}`, `There is no product ${selection.productKeys[unknown]}`);
}

async function editContext(db: Db, user: AuthUser, now: Date): Promise<EditContext> {
  const { contentSchema } = await import('../content/yoga');
  return { db, schema: contentSchema(), store: await contentSnapshot(), author: (await personName(db, user.userId)) ?? 'Flowerline', now };
}

/** Stores the choice of products under the listing's address (none: its address words), moving it when the address changes; every process reads it again. */
async function saveSelection(db: Db, { from, to, selection, by, now }: { from: string; to: string; selection: ListingSelection | undefined; by: string; now: Date }): Promise<void> {
  if (!selection && from === to) return;
  await changeCached(db, async (tx) => {
    if (from !== to) {
      // A choice left at the new address by a page the studio deleted is not this page's.
      await tx.delete(listingSelections).where(eq(listingSelections.slug, to));
      await tx.update(listingSelections).set({ slug: to }).where(eq(listingSelections.slug, from));
    }
    if (selection?.mode === 'address') await tx.delete(listingSelections).where(eq(listingSelections.slug, to));
    else if (selection) {
      await tx
        .insert(listingSelections)
        .values({ slug: to, selection, updatedAt: now, updatedBy: by })
        .onConflictDoUpdate({ target: listingSelections.slug, set: { selection, updatedAt: now, updatedBy: by } });
    }
    await invalidateCaches(tx, 'catalog');
  });
}

/** Publishes the page as saved: the renderer renders it, the pages linking to it and the sitemap again (docs/adr/0602). */
async function publish(ctx: EditContext, id: string): Promise<void> {
  await checked(() => publishDocument(ctx, 'Page', id));
  forgetContentSnapshot();
  void queueRender();
}

const seoOf = (title: string, description: string) => (title || description ? { ...(title ? { title } : {}), ...(description ? { description } : {}) } : null);

/** POST /api/catalogue/listings: a new listing page with its choice of products, published at once. */
export async function createListing(db: Db, input: CatalogueListingFields, user: AuthUser, now: Date): Promise<CatalogueListing> {
  const ctx = await editContext(db, user, now);
  if (slugTakenIn(ctx.store, input.slug)) throw slugTaken();
  await requireKnownProducts(db, input.products);
  const seo = seoOf(input.seoTitle, input.seoDescription);
  const fields: Fields = {
    slug: input.slug,
    title: input.title,
    ...(seo ? { seo } : {}),
    template: {
      __typename: LISTING_TEMPLATE,
      introPanel: { id: `${input.slug.replace(/\//g, '-')}-intro`, heading: input.title, ...(input.intro ? { text: input.intro } : {}), size: 'SMALL', backgroundColour: 'SOFT_PINK' },
      topArea: [],
      bottomArea: [],
    },
  };
  const id = await checked(() => createDocument(ctx, 'Page', fields));
  await saveSelection(db, { from: input.slug, to: input.slug, selection: input.products, by: ctx.author, now });
  forgetContentSnapshot();
  await publish({ ...ctx, store: await contentSnapshot() }, id);
  return getListing(db, input.slug);
}

const objectOf = (value: unknown): Fields => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {});

/** The page's fields with the patch applied (the intro's heading follows the title it showed). */
function patchedFields(doc: ContentDoc, patch: Partial<CatalogueListingFields>): Fields {
  const data: Fields = {};
  if (patch.slug !== undefined) data.slug = patch.slug;
  if (patch.title !== undefined) data.title = patch.title;
  if (patch.seoTitle !== undefined || patch.seoDescription !== undefined) {
    const before = objectOf(doc.seo);
    const title = patch.seoTitle ?? (typeof before.title === 'string' ? before.title : '');
    const description = patch.seoDescription ?? (typeof before.description === 'string' ? before.description : '');
    const { title: _t, description: _d, ...kept } = before;
    const seo = { ...kept, ...seoOf(title, description) };
    data.seo = Object.keys(seo).length ? seo : null;
  }
  if (patch.intro !== undefined || patch.title !== undefined) {
    const template = objectOf(doc.template);
    const { text: _text, ...intro } = objectOf(template.introPanel);
    const heading = patch.title !== undefined && (intro.heading === undefined || intro.heading === doc.title) ? patch.title : intro.heading;
    const text = patch.intro ?? _text;
    data.template = { ...template, introPanel: { ...intro, ...(heading !== undefined ? { heading } : {}), ...(text ? { text } : {}) } };
  }
  return data;
}

/** PATCH /api/catalogue/listings/{slug}: the fields given, saved and published at once. */
export async function patchListing(db: Db, slug: string, patch: Partial<CatalogueListingFields>, user: AuthUser, now: Date): Promise<CatalogueListing> {
  const ctx = await editContext(db, user, now);
  const doc = pageAt(ctx.store, slug);
  if (!doc || !isListing(doc)) throw notFound('There is no listing page at that address.');
  const to = patch.slug ?? slug;
  if (to !== slug && slugTakenIn(ctx.store, to, slug)) throw slugTaken();
  await requireKnownProducts(db, patch.products);
  const data = patchedFields(doc, patch);
  if (Object.keys(data).length) await checked(() => updateDocument(ctx, 'Page', doc.id, data));
  await saveSelection(db, { from: slug, to, selection: patch.products, by: ctx.author, now });
  forgetContentSnapshot();
  await publish({ ...ctx, store: await contentSnapshot() }, doc.id);
  return getListing(db, to);
}
