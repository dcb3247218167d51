import { DateTimeText } from '../../../components/DateText';
import type { CatalogueProduct, CatalogueSiteStatus as CatalogueSiteStatusValue } from '../../../lib/api/contracts/catalogue';
import { useQuery } from '../../../lib/api/useQuery';
import { fetchCatalogueProduct } from '../api/catalogue';

const POLL_MS = 1500;
const GIVE_UP_MS = 120_000;

/**
 * Whether the product's last change is on the live site, as the studio says
 * it of a publish: followed while it is being published (its page, the
 * listings and the sitemap rendered again), then live since when, or why not.
 */
export function CatalogueSiteStatus({ product }: { product: CatalogueProduct }) {
  const following = product.site.status === 'publishing';
  const { state, gaveUp } = useQuery(following ? `catalogue-site:${product.key}:${product.updatedAt}` : null, (signal) => fetchCatalogueProduct(product.key, signal), {
    poll: { everyMs: POLL_MS, until: (result) => result.ok && result.data.site.status !== 'publishing', giveUpAfterMs: GIVE_UP_MS },
  });
  return <SiteStatusLine site={state.status === 'ok' ? state.data.site : product.site} gaveUp={gaveUp} />;
}

/** The status line itself, for a product's page or a listing page (docs/adr/0760): nothing when it never changed. */
export function SiteStatusLine({ site, gaveUp }: { site: CatalogueSiteStatusValue; gaveUp: boolean }) {
  if (site.status === 'live' && !site.at) return null;
  const tone = site.status === 'failed' ? 'bg-alert-red/10 text-alert-red' : site.status === 'live' ? 'bg-sage-light' : 'bg-wattle-light';
  return (
    <p role="status" className={`rounded-lg p-3 text-sm ${tone}`}>
      {site.status === 'live' ? (
        <>
          Live on the site since <DateTimeText iso={site.at!} />.
        </>
      ) : site.status === 'failed' ? (
        `The site could not be updated, so it still shows it as it was: ${site.error}.`
      ) : gaveUp ? (
        'The site has not been updated yet. Check again in a minute.'
      ) : (
        'Publishing: the site is being updated…'
      )}
    </p>
  );
}
