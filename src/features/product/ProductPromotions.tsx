import { api } from '../../lib/api/client';
import { useQuery } from '../../lib/api/useQuery';

const schema = async () => (await import('../../lib/api/contracts/automatic-promotions')).ProductPromotionsModel;

/**
 * The promotions without a code running for this product ("10% off hampers
 * this week"), near its price. The page is pre-rendered, so the line is read
 * from the API on every visit (docs/adr/0765): it follows a change at once.
 * Nothing shows while it loads or when the read fails.
 */
export default function ProductPromotions({ productKey }: { productKey: string }) {
  const { state } = useQuery(`product-promotions:${productKey}`, (signal) =>
    api(`/products/${encodeURIComponent(productKey)}/promotions`, { schema, signal, headers: { 'Cache-Control': 'no-cache' } }),
  );
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
