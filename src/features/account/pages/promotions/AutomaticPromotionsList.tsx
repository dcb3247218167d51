import type { AutomaticPromotionState } from '../../../../lib/api/contracts/automatic-promotions';
import { ACCOUNT_PAGES } from '../../../../lib/domain/account';
import { listAutomaticPromotions } from '../../api/promotion-batches';
import { DataTable, LinkCell } from '../../DataTable';
import { Empty, Loaded, secondaryButton } from '../../ui';
import { useLoad } from '../../useLoad';
import { daysWords, discountWords, PromoStateBadge } from './promo-words';

/** A promotion's state in the words and colours of the promo codes' states. */
export const automaticStateBadge = (state: AutomaticPromotionState) => <PromoStateBadge state={state} />;

const href = (id: string) => `${ACCOUNT_PAGES['promotion-automatic'].path}?id=${encodeURIComponent(id)}`;

/** The promotions without a code (Flowerline), on the Promotions tab. */
export function AutomaticPromotionsList() {
  const { state, reload } = useLoad((signal) => listAutomaticPromotions(signal), []);
  return (
    <section aria-labelledby="automatic-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="automatic-heading" className="font-serif text-2xl text-plum">
          Promotions without a code
        </h2>
        <a href={ACCOUNT_PAGES['promotion-automatic'].path} className={secondaryButton}>
          New promotion without a code
        </a>
      </div>
      <p className="text-ink-muted">They apply by themselves to the products they are for, or to the whole order, before any promo code. Open one to change it or switch it off.</p>
      <Loaded state={state} reload={reload} label="Loading the promotions…">
        {(list) =>
          list.results.length ? (
            <DataTable
              caption="Promotions without a code"
              rowKey={(row) => row.id}
              rows={list.results}
              columns={[
                { header: 'Name', cell: (row) => <LinkCell href={href(row.id)} name={row.name} detail={row.appliesToWords} /> },
                { header: 'Discount', cell: (row) => discountWords(row), className: 'whitespace-nowrap' },
                { header: 'Days', cell: (row) => daysWords(row) },
                { header: 'State', cell: (row) => automaticStateBadge(row.state) },
              ]}
            />
          ) : (
            <Empty>No promotions without a code yet.</Empty>
          )
        }
      </Loaded>
    </section>
  );
}
