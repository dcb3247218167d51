import type { CatalogueProduct } from '../../lib/api/contracts/catalogue';
import { EDITED_FACETS } from '../../lib/api/contracts/catalogue';
import type { Db } from '../db/client';
import { everOnSite } from './address';
import { addonChoices, addonsOfferedView } from './addons-offered';
import type { CatalogueTx } from './change';
import { appearsIn, facetsOf, tagsInUse } from './facets';
import type { ProductRecord } from './form-part';

type FormFields = Pick<CatalogueProduct, 'slug' | 'keyEditable' | 'facets' | 'tag' | 'addons' | 'appearsIn' | 'choices'>;

/** The product form's other groups as GET reads them (docs/adr/0761); one query after another, as a change's transaction shares one connection. */
export async function formFieldsOf(db: Db | CatalogueTx, product: ProductRecord): Promise<FormFields> {
  const all = await facetsOf(db, product.id);
  const facets = Object.fromEntries(EDITED_FACETS.map((name) => [name, all[name] ?? []]));
  const keyEditable = !(await everOnSite(db, product));
  const tags = await tagsInUse(db);
  const addons = await addonChoices(db);
  return {
    slug: product.slug,
    keyEditable,
    facets,
    tag: product.tag,
    addons: addonsOfferedView(product.addonsOffered ?? null),
    appearsIn: await appearsIn(db, { key: product.key, facets: all, tag: product.tag, minPriceCents: product.minPriceCents }),
    choices: { tags, addons },
  };
}
