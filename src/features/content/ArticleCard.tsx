import { articlePath } from '../../lib/cms/articles-paths';
import type { ArticleCard as Card } from '../../lib/cms/models';
import Picture from '../../components/Picture';

/** At most this many category tags on a card (spec 000 section 9). */
export const MAX_CARD_TAGS = 5;

export function ArticleCard({ article, eager = false }: { article: Card; eager?: boolean }) {
  const href = articlePath(article);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-plum/10 bg-white">
      <Picture
        src={article.thumbnail.src}
        alt={article.thumbnail.alt ?? ''}
        width={article.thumbnail.width ?? 600}
        height={article.thumbnail.height ?? 400}
        layout="tile"
        sizes="(min-width: 1280px) 400px, (min-width: 768px) 31vw, 100vw"
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-[3/2] w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <ul className="flex flex-wrap gap-1.5" aria-label="Categories">
          {article.articleCategories.slice(0, MAX_CARD_TAGS).map((c) => (
            <li key={c.id} className="rounded-full bg-cream px-2.5 py-0.5 text-xs font-semibold text-plum">
              {c.name}
            </li>
          ))}
        </ul>
        <h3 className="font-display text-xl leading-snug text-ink">
          <a href={href} className="text-ink no-underline hover:text-plum hover:underline">
            {article.title}
          </a>
        </h3>
        <p className="flex-1 text-ink-muted">{article.summary}</p>
        <p className="text-sm text-ink-muted">{article.readingTime} min read</p>
      </div>
    </article>
  );
}
