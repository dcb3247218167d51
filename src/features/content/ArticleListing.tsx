import { ShowMore } from '../../components/ShowMore';
import { useEffect, useState } from 'react';
import { categoryPath } from '../../lib/cms/articles-paths';
import type { ArticleCard as Card, ArticleCategory } from '../../lib/cms/models';
import { ArticleCard } from './ArticleCard';
import { useLatest } from '../../lib/api/useQuery';

export const NO_ARTICLES = 'No data found, please try other category';

interface Props {
  articles: Card[];
  count: number;
  categories: ArticleCategory[];
  /** The category slug of the page (null: all). */
  category: string | null;
  blogTitle: string;
}

const categoryFromPath = (path: string, categories: ArticleCategory[]) => {
  const slug = path.replace(/^\/blog\/?/, '').split('/')[0] ?? '';
  return categories.some((c) => c.slug === slug) ? slug : null;
};

/**
 * The blog listing: category pills, 9 cards a page and Show more, which
 * appends the next page. Choosing a category resets paging and moves to
 * /blog/{category} (or /blog for All); no articles or a failed call shows
 * 'No data found, please try other category'.
 */
/** The tab's title follows the chosen category, as a page of its own would. */
function showTitle(title: string) {
  document.title = title;
}

export default function ArticleListing({ articles: initial, count: initialCount, categories, category: initialCategory, blogTitle }: Props) {
  const [category, setCategory] = useState(initialCategory);
  const [articles, setArticles] = useState(initial);
  const [count, setCount] = useState(initialCount);
  const [empty, setEmpty] = useState(initial.length === 0);
  const [loading, setLoading] = useState<'category' | 'more' | null>(null);
  const latest = useLatest();

  const load = async (slug: string | null, skip: number) => {
    setLoading(skip === 0 ? 'category' : 'more');
    // The first page is in the HTML; the articles API and its schema load when more are asked for.
    const result = await latest.run(async (signal) => (await import('./article-api')).fetchArticles(slug, skip, signal));
    if (!result) return;
    setLoading(null);
    const page = result.ok ? result.data : 'empty';
    if (page === 'empty') {
      if (skip === 0) setArticles([]);
      setEmpty(true);
      return;
    }
    setEmpty(false);
    setCount(page.count);
    setArticles((current) => (skip === 0 ? page.articles : [...current, ...page.articles]));
  };

  const choose = (slug: string | null) => {
    if (slug === category && articles.length > 0) return;
    setCategory(slug);
    const name = categories.find((c) => c.slug === slug)?.name;
    history.pushState({ category: slug }, '', categoryPath(slug ? { slug } : null));
    showTitle(name ? `${name} | ${blogTitle}` : blogTitle);
    void load(slug, 0);
  };

  useEffect(() => {
    const onPop = () => {
      const slug = categoryFromPath(location.pathname, categories);
      setCategory(slug);
      void load(slug, 0);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
    // load only reads state setters; categories never change after render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const pill = (active: boolean) =>
    `inline-flex items-center rounded-full border px-4 py-2 text-sm font-semibold no-underline ${active ? 'border-plum bg-plum text-white' : 'border-plum/30 bg-white text-plum hover:bg-soft-pink'}`;
  const pills = [{ slug: null as string | null, name: 'All' }, ...categories.map((c) => ({ slug: c.slug as string | null, name: c.name }))];

  return (
    <div>
      <nav aria-label="Blog categories">
        <ul className="flex flex-wrap gap-2">
          {pills.map((p) => (
            <li key={p.slug ?? 'all'}>
              <a
                href={categoryPath(p.slug ? { slug: p.slug } : null)}
                aria-current={p.slug === category ? 'page' : undefined}
                className={pill(p.slug === category)}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  choose(p.slug);
                }}
              >
                {p.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div aria-live="polite" aria-busy={loading !== null} className="mt-6">
        {loading === 'category' ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading articles">
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i} className="h-80 animate-pulse rounded-xl bg-cream" />
            ))}
          </ul>
        ) : articles.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((a, i) => (
              <li key={a.id}>
                <ArticleCard article={a} eager={i < 3} />
              </li>
            ))}
          </ul>
        ) : null}
        {empty && loading === null && <p className="mt-6 rounded-lg bg-cream px-4 py-3 text-ink">{NO_ARTICLES}</p>}
      </div>
      {!empty && articles.length < count && loading !== 'category' && <ShowMore className="mt-8" loading={loading === 'more'} onClick={() => load(category, articles.length)} />}
    </div>
  );
}
