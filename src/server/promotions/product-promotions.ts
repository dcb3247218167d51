import type { ProductPromotions } from '../../lib/api/contracts/automatic-promotions';
import { promotionCoversProduct } from '../../lib/domain/automatic-promotions';
import { listingSelectionsOf } from '../catalog/listing-selection';
import { productKeyParam } from '../catalog/product-key';
import { catalogSnapshot } from '../catalog/snapshot';
import type { Db } from '../db/client';
import { notFound } from '../http/problem';
import { runningAutomaticPromotions } from './automatic-rules';

/**
 * GET /api/products/{productKey}/promotions: the promotions without a code
 * running today (Melbourne) that apply to the product, by name. The product
 * page is pre-rendered, so its island asks this on every visit; it reads the
 * database each time, so a change shows at once (docs/adr/0765).
 */
export async function productPromotions(db: Db, productKey: string, now: Date): Promise<ProductPromotions> {
  const catalog = await catalogSnapshot(db);
  const product = catalog.byKey.get(productKeyParam(productKey).toUpperCase()) ?? catalog.byKey.get(productKey);
  if (!product) throw notFound(`No product has the key ${productKey}.`);
  const running = await runningAutomaticPromotions(db, now, { selections: await listingSelectionsOf(db), onSale: catalog.products });
  return { promotions: running.filter((promotion) => promotionCoversProduct(promotion, { productKey: product.key, facets: product.facets })).map((promotion) => ({ name: promotion.name })) };
}
