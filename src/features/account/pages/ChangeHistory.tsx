import { DateTimeText } from '../../../components/DateText';
import { Empty } from '../ui';

/** One recorded change: when, who, and each field before and after, in the words the back office shows. */
export interface RecordedChange {
  at: string;
  by: string;
  fields: { field: string; label: string; before: string; after: string }[];
}

interface Props {
  changes: RecordedChange[];
  /** Fields too long to show before and after (a description): said to have changed. */
  summarised?: readonly string[];
}

/** Who changed what and when (Melbourne time), newest first: a product's or a promo code's history. */
export function ChangeHistory({ changes, summarised = [] }: Props) {
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
                <span className="font-semibold">{field.label}:</span> {summarised.includes(field.field) ? 'changed' : field.before ? `${field.before} → ${field.after}` : field.after}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
