import type { ProductCard as Card } from '../../lib/api/contracts/products';
import WishlistToggle from '../wishlist/WishlistToggle';
import Picture from '../../components/Picture';

interface Props {
  card: Card;
  /** The first row loads eagerly; the rest lazily. */
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** A product tile: image (with its hover image), tag, wishlist heart, name and "From {price}". */
export default function ProductCard({ card, eager = false, headingLevel: Heading = 'h3' }: Props) {
  return (
    <article className="group relative flex flex-col" data-testid="product-card">
      <div className="relative aspect-square overflow-hidden rounded-lg bg-cream">
        <Picture
          src={card.thumbnailImage.url}
          alt={card.thumbnailImage.altText}
          width={480}
          height={480}
          layout="card"
          loading={eager ? 'eager' : 'lazy'}
          className="h-full w-full"
          imgClassName={`object-cover transition-opacity duration-300 ${card.hoverImage ? 'group-hover:opacity-0' : ''}`}
        />
        {card.hoverImage && (
          <Picture
            src={card.hoverImage.url}
            alt=""
            aria-hidden
            width={480}
            height={480}
            layout="card"
            placeholder={false}
            className="absolute inset-0 h-full w-full opacity-0 transition-opacity duration-300 group-hover:opacity-100"
          />
        )}
        {card.tag && <span className="absolute left-2 top-2 rounded-full bg-wattle px-2.5 py-0.5 text-xs font-semibold text-ink">{card.tag}</span>}
        <div className="absolute right-2 top-2">
          <WishlistToggle productKey={card.key} productName={card.name} thirdPartySource={card.thirdPartySource} />
        </div>
      </div>
      <Heading className="mt-3 text-base font-semibold leading-snug text-ink">
        <a href={card.url} className="no-underline after:absolute after:inset-0 hover:underline">
          {card.name}
        </a>
      </Heading>
      <p className="mt-1 text-ink-muted">
        From <span className="font-semibold text-plum">{card.price.formattedPrice}</span>
      </p>
    </article>
  );
}

/** The grey stand-in of a card while products load. */
export function ProductCardSkeleton() {
  return (
    <div className="flex animate-pulse flex-col" aria-hidden="true" data-testid="product-card-skeleton">
      <div className="aspect-square rounded-lg bg-cream" />
      <div className="mt-3 h-4 w-3/4 rounded bg-cream" />
      <div className="mt-2 h-4 w-1/3 rounded bg-cream" />
    </div>
  );
}
