import type { Cart } from '../../lib/api/contracts/cart';

/**
 * What keeps the cart from checkout (the cart's checkoutBlocks, in the API's
 * order, with the spec's texts), or the gate problem the last attempt met,
 * with the way back to the cart where it is fixed.
 */
export default function CheckoutGate({ blocks, problem, onReview }: { blocks: Cart['checkoutBlocks']; problem: string | null; onReview: () => void }) {
  if (!blocks.length && !problem) return null;
  return (
    <div role="alert" className="mb-4 rounded-2xl border border-alert-red/30 bg-soft-pink px-4 py-3 text-ink">
      <ul className="grid gap-1">
        {blocks.map((block) => (
          <li key={block.code} data-block={block.code}>
            <span className="font-semibold">{block.message}</span>
            {block.detail && <span> {block.detail}</span>}
          </li>
        ))}
        {!blocks.length && problem && <li>{problem}</li>}
      </ul>
      <button type="button" onClick={onReview} className="mt-2 font-semibold text-plum underline">
        Review your cart
      </button>
    </div>
  );
}
