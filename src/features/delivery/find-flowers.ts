/** The listing of every product, where FIND FLOWERS leads from the home page. */
export const ALL_PRODUCTS_PATH = '/flowers';
/** The anchor of a listing page's product grid. */
export const PRODUCT_GRID_ANCHOR = 'product-grid';

/**
 * Where FIND FLOWERS goes from `path`: the home page leads to all products
 * (/flowers); any other page to its own product grid (/birthday#product-grid),
 * which reloads in place for the new delivery details.
 */
export function findFlowersPath(path: string): string {
  const clean = path.replace(/\/+$/, '');
  if (clean === '' || clean === '/index.html') return ALL_PRODUCTS_PATH;
  return `${clean}#${PRODUCT_GRID_ANCHOR}`;
}
