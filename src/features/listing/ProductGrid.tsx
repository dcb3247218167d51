import type { ProductCard as Card } from '../../lib/api/contracts/products';
import { LISTING_PAGE_SIZE } from '../../lib/domain/products';
import ProductCard, { ProductCardSkeleton } from './ProductCard';

interface Props {
  cards: Card[];
  /** Skeleton cards to append while the next page loads (12 while loading). */
  loadingCount?: number;
  label: string;
}

/**
 * The grid of product cards shared by listings and search results. The
 * cards' names are level-3 headings, so the grid has its level-2 heading
 * (for screen readers) between them and the page's title.
 */
export default function ProductGrid({ cards, loadingCount = 0, label }: Props) {
  return (
    <>
      <h2 className="sr-only">{label}</h2>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4" aria-label={label} aria-busy={loadingCount > 0}>
        {cards.map((card, index) => (
          <li key={card.key}>
            <ProductCard card={card} eager={index < 4} />
          </li>
        ))}
        {Array.from({ length: loadingCount }, (_, index) => (
          <li key={`skeleton-${index}`} aria-hidden="true">
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </>
  );
}

export const SKELETON_COUNT = LISTING_PAGE_SIZE;
