import type { CatalogueListingRow } from '../../../lib/api/contracts/catalogue-listings';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { countOf } from '../../../lib/domain/count';
import { DateTimeText } from '../../../components/DateText';
import { listListings } from '../api/catalogue-listings';
import { DataTable, LinkCell, type Column } from '../DataTable';
import { Empty, Loaded, Panel, primaryButton, secondaryButton } from '../ui';
import { useLoad } from '../useLoad';

const editPath = (slug: string) => `${ACCOUNT_PAGES['catalogue-listing'].path}?slug=${encodeURIComponent(slug)}`;

/** Whether a listing's last save is on the site, in the studio's words, briefly. */
function LiveWords({ site }: { site: CatalogueListingRow['site'] }) {
  if (site.status === 'publishing') return <span className="rounded-full bg-wattle-light px-2 py-0.5 text-sm">Publishing…</span>;
  if (site.status === 'failed') return <span className="rounded-full bg-alert-red/10 px-2 py-0.5 text-sm text-alert-red">Not updated: {site.error}</span>;
  if (!site.at) return <span className="rounded-full bg-sage-light px-2 py-0.5 text-sm">Live on the site</span>;
  return (
    <span className="rounded-full bg-sage-light px-2 py-0.5 text-sm">
      Live since <DateTimeText iso={site.at} />
    </span>
  );
}

const COLUMNS: Column<CatalogueListingRow>[] = [
  { header: 'Listing page', cell: (row) => <LinkCell href={editPath(row.slug)} name={row.title} detail={row.url} />, wide: true },
  { header: 'Products', cell: (row) => countOf(row.productCount, 'product') },
  { header: 'On the site', cell: (row) => <LiveWords site={row.site} />, wide: true },
];

/** The listing pages (Flowerline): each with its address, how many products it shows and whether its last change is live. */
export default function CatalogueListings() {
  const { state, reload } = useLoad((signal) => listListings(signal), []);
  return (
    <Panel
      intro="The pages that list products, like Birthday flowers. Open one to change its title, intro, search words or which products it shows; a new page can then be added to the header or footer menus in the studio."
      actions={
        <div className="flex flex-wrap gap-3">
          <a href={ACCOUNT_PAGES['catalogue-listing'].path} className={primaryButton}>
            New listing page
          </a>
          <a href={ACCOUNT_PAGES.catalogue.path} className={secondaryButton}>
            Back to the catalogue
          </a>
        </div>
      }
    >
      <Loaded state={state} reload={reload} rows={6} label="Loading the listing pages…">
        {(list) => (list.results.length ? <DataTable caption="Listing pages" columns={COLUMNS} rows={list.results} rowKey={(row) => row.slug} /> : <Empty>There are no listing pages yet.</Empty>)}
      </Loaded>
    </Panel>
  );
}
