import type { FinancialSummaryLineView } from '../lib/api/contracts/cart';

/** The financial summary's lines in the order the API gives them (per role); Total stands out. */
export default function FinancialSummaryList({ lines }: { lines: readonly FinancialSummaryLineView[] }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-ink" aria-label="Order total">
      {lines.map((line) => {
        const total = line.kind === 'total';
        const gst = line.kind === 'gst';
        return (
          <div key={`${line.kind}:${line.title}`} className={`contents ${total ? 'text-lg font-semibold' : gst ? 'text-sm text-ink-muted' : ''}`} data-summary={line.kind}>
            <dt className={total ? 'border-t border-plum/15 pt-2' : ''}>{gst ? 'Includes GST' : line.title}</dt>
            <dd className={`text-right ${total ? 'border-t border-plum/15 pt-2' : ''}`}>{line.price.formattedPrice}</dd>
          </div>
        );
      })}
    </dl>
  );
}
