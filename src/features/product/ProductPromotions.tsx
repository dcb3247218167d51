import { api } from '../../lib/api/client';
import type { ProductPromotions as ProductPromotionsAnswer } from '../../lib/api/contracts/automatic-promotions';
import { useQuery, type QueryState } from '../../lib/api/useQuery';

const schema = async () => (await import('../../lib/api/contracts/automatic-promotions')).ProductPromotionsModel;

/**
 * The promotions without a code running for this product ("10% off hampers
 * this week"). The page is pre-rendered, so they are read from the API on
 * every visit (docs/adr/0765): a change shows at once. The buying panel
 * reads them, so that Add to cart waits for the line above it
 * (ProductPurchase).
 */
export function useProductPromotions(productKey: string): QueryState<ProductPromotionsAnswer> {
  return useQuery(`product-promotions:${productKey}`, (signal) => api(`/products/${encodeURIComponent(productKey)}/promotions`, { schema, signal, headers: { 'Cache-Control': 'no-cache' } })).state;
}

/** The promotions' line, near the price. Nothing shows while it loads or when the read fails. */
export default function ProductPromotions({ state }: { state: QueryState<ProductPromotionsAnswer> }) {
  if (state.status !== 'ok' || !state.data.promotions.length) return null;
  return (
    <ul aria-label="Promotions" className="grid gap-1">
      {state.data.promotions.map((promotion) => (
        <li key={promotion.name} className="inline-flex w-fit items-center gap-2 rounded-full bg-soft-pink px-3 py-1 text-sm font-semibold text-plum" data-testid="product-promotion">
          <span aria-hidden="true">%</span>
          {promotion.name}
        </li>
      ))}
    </ul>
  );
}
