import type { Facet, ProductCard } from '../../lib/api/contracts/products';
import { SEARCH_SUGGESTIONS_MAX } from '../../lib/domain/products';
import { searchPageUrl } from './search-url';
import Picture from '../../components/Picture';

interface Props {
  text: string;
  searchByCode: boolean;
  facets: Facet[];
  products: ProductCard[];
}

/** The modal's Occasions links and Suggested products, at most 6 of each. */
export default function SearchSuggestions({ text, searchByCode, facets, products }: Props) {
  const occasions = (facets.find((f) => f.name === 'occasion')?.items ?? []).filter((item) => item.count > 0).slice(0, SEARCH_SUGGESTIONS_MAX);
  const suggested = products.slice(0, SEARCH_SUGGESTIONS_MAX);
  return (
    <div className="grid gap-6 md:grid-cols-[1fr_2fr]">
      {occasions.length > 0 && (
        <section aria-labelledby="search-occasions">
          <h3 id="search-occasions" className="mb-2 font-semibold text-ink">
            Occasions
          </h3>
          <ul className="space-y-1">
            {occasions.map((item) => (
              <li key={item.key}>
                <a className="text-plum underline-offset-2 hover:underline" href={searchPageUrl({ text, searchByCode, occasion: item.key })}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {suggested.length > 0 && (
        <section aria-labelledby="search-suggested">
          <h3 id="search-suggested" className="mb-2 font-semibold text-ink">
            Suggested products
          </h3>
          <ul className="grid grid-cols-3 gap-3">
            {suggested.map((card) => (
              <li key={card.key}>
                <a href={card.url} className="block text-sm text-ink no-underline hover:underline">
                  <Picture src={card.thumbnailImage.url} alt="" width={160} height={160} layout="thumb" sizes="160px" className="mb-1 aspect-square w-full rounded-md bg-cream" />
                  <span className="block font-medium">{card.name}</span>
                  <span className="text-ink-muted">From {card.price.formattedPrice}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
