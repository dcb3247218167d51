import { generateFlowers } from './flowers';
import { generateGifts } from './gifts';
import { generateHampers } from './hampers';
import { generatePartnerProducts } from './partners';
import { generatePlants } from './plants';
import type { ProductSeed } from './types';

let cached: ProductSeed[] | undefined;

/** The whole seeded catalogue (deterministic): florist arrangements, plants, hampers, gifts and partner products. */
export function catalogSeed(): ProductSeed[] {
  if (cached) return cached;
  const products = [...generateFlowers(1001), ...generatePlants(1301), ...generateHampers(1401), ...generateGifts(1501), ...generatePartnerProducts()];
  const slugs = new Set<string>();
  for (const product of products) {
    while (slugs.has(product.slug)) product.slug = `${product.slug}-${product.key.toLowerCase()}`;
    slugs.add(product.slug);
  }
  cached = products;
  return products;
}
