import { DateTimeText } from '../../../../components/DateText';
import type { PromoChange } from '../../../../lib/api/contracts/promotions';
import { Empty } from '../../ui';

/** Who changed what and when (Melbourne time), newest first. */
export function PromoHistory({ changes }: { changes: PromoChange[] }) {
  if (!changes.length) return <Empty>No changes have been made here yet.</Empty>;
  return (
    <ol className="grid gap-3" aria-label="Changes">
      {changes.map((change, index) => (
        <li key={`${change.at}-${index}`} className="rounded-xl border border-plum/15 bg-white p-4">
          <p className="text-sm text-ink-muted">
            <DateTimeText iso={change.at} /> · {change.by}
          </p>
          <ul className="mt-1 grid gap-1">
            {change.fields.map((field) => (
              <li key={field.field}>
                <span className="font-semibold">{field.label}:</span> {field.before} → {field.after}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
