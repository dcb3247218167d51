import type { PaymentsAttention } from '../../../lib/api/contracts/payments-attention';
import { fetchPaymentsAttention } from '../api/payments';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { DateTimeText } from '../../../components/DateText';
import { CardList, type CardField } from '../CardList';
import { RefundBadge } from '../RefundBadge';
import { Empty, Loaded, Panel } from '../ui';
import { useLoad } from '../useLoad';
import { caseKindInWords, refundCauseInWords, shortPayment } from './payment-words';

type PaymentCase = PaymentsAttention['cases'][number];
type RefundRow = PaymentsAttention['refunds'][number];

const CASE_FIELDS: CardField<PaymentCase>[] = [
  {
    label: 'What is wrong',
    wide: true,
    cell: (row) => (
      <>
        <span className="font-semibold">{caseKindInWords(row.kind)}</span>
        <span className="block text-sm text-ink-muted">{row.detail}</span>
      </>
    ),
  },
  { label: 'Payment', cell: (row) => shortPayment(row.sessionId) },
  { label: 'Amount', cell: (row) => row.amount.formattedPrice },
  { label: 'Raised', cell: (row) => <DateTimeText iso={row.raisedAt} /> },
];

const REFUND_FIELDS: CardField<RefundRow>[] = [
  {
    label: 'Order',
    cell: (row) =>
      row.orderId && row.orderNumber ? (
        <a href={`${ACCOUNT_PAGES.orders.path}/${encodeURIComponent(row.orderId)}`} className="font-semibold text-plum">
          {row.orderNumber}
        </a>
      ) : (
        <>
          No order
          {row.sessionId && <span className="block text-sm text-ink-muted">{shortPayment(row.sessionId)}</span>}
        </>
      ),
  },
  {
    label: 'Reason',
    wide: true,
    cell: (row) => (
      <>
        <span className="font-semibold">{refundCauseInWords(row.cause)}</span>
        <span className="block text-sm text-ink-muted">{row.reason}</span>
      </>
    ),
  },
  { label: 'Amount', cell: (row) => row.amount.formattedPrice },
  {
    label: 'Status',
    cell: (row) => (
      <>
        <RefundBadge status={row.status} />
        {row.failure && <span className="mt-1 block text-sm text-alert-red">{row.failure}</span>}
      </>
    ),
  },
  {
    label: 'Dates',
    cell: (row) => (
      <span className="text-sm">
        <span className="block">
          Requested{' '}
          <span className="whitespace-nowrap">
            <DateTimeText iso={row.createdAt} />
          </span>
        </span>
        {row.refundedAt && (
          <span className="block">
            Refunded{' '}
            <span className="whitespace-nowrap">
              <DateTimeText iso={row.refundedAt} />
            </span>
          </span>
        )}
      </span>
    ),
  },
];

const heading = 'mb-3 font-display text-xl text-plum';

/**
 * Payments (Flowerline): the cases reconciliation raised for payments that
 * need a person (paid with no order and no refund, or more than one), and
 * the refunds of the last 30 days with why each was made and where it stands.
 */
export default function Payments() {
  const { state, reload } = useLoad(fetchPaymentsAttention, []);
  return (
    <Panel intro="Payments that need a look, and the refunds of the last 30 days.">
      <Loaded state={state} reload={reload} rows={4} label="Loading payments…">
        {({ cases, refunds }) => (
          <div className="grid gap-8">
            <section aria-labelledby="payment-cases-heading">
              <h2 id="payment-cases-heading" className={heading}>
                Open payment cases
              </h2>
              {cases.length === 0 ? (
                <Empty>No payment needs looking into.</Empty>
              ) : (
                <CardList label="Open payment cases" rows={cases} rowKey={(row) => row.caseId} fields={CASE_FIELDS} columns="lg:grid-cols-[minmax(0,1fr)_9rem_7rem_10rem]" />
              )}
            </section>
            <section aria-labelledby="recent-refunds-heading">
              <h2 id="recent-refunds-heading" className={heading}>
                Recent refunds
              </h2>
              {refunds.length === 0 ? (
                <Empty>No refunds in the last 30 days.</Empty>
              ) : (
                <CardList label="Recent refunds" rows={refunds} rowKey={(row) => row.refundId} fields={REFUND_FIELDS} columns="lg:grid-cols-[7rem_minmax(0,1fr)_5rem_9.5rem_11rem]" />
              )}
            </section>
          </div>
        )}
      </Loaded>
    </Panel>
  );
}
