import type { RuleEntryStatus } from '../../../../lib/domain/delivery-rule-words';
import type { RuleKind } from '../../api/delivery-rules';
import { type Column, DataTable } from '../../DataTable';
import { Empty } from '../../ui';
import { LongDay, RemoveButton, StatusBadge, useDayWords, useRemove, type SectionProps } from './rule-parts';

interface DatedRule {
  date: string;
  status: RuleEntryStatus;
  removable: boolean;
}

/**
 * The table of a section's rules kept by date (closed, open and peak days):
 * the day in full, the section's own columns, its status, and a Remove
 * button named for the entry (`name` reads "the open date Sunday 10 May 2026").
 */
export function DatedRuleTable<Row extends DatedRule>({
  caption,
  kind,
  rows,
  columns,
  name,
  empty,
  onChange,
}: {
  caption: string;
  kind: RuleKind;
  rows: Row[];
  columns: Column<Row>[];
  name: (row: Row, day: string) => string;
  empty: string;
  onChange: SectionProps['onChange'];
}) {
  const { busy, remove, message } = useRemove(onChange);
  const dayWords = useDayWords();
  const date: Column<Row> = {
    header: 'Date',
    cell: (row) => (
      <span className="font-semibold">
        <LongDay day={row.date} />
      </span>
    ),
  };
  const status: Column<Row> = { header: 'Status', cell: (row) => <StatusBadge status={row.status} kind="days" /> };
  const removal: Column<Row> = {
    header: 'Remove',
    cell: (row) => {
      if (!row.removable) return null;
      const what = name(row, dayWords(row.date));
      return <RemoveButton label={`Remove ${what}`} busy={busy === row.date} onClick={() => void remove(row.date, `Removed ${what}.`, kind, row.date)} />;
    },
  };
  return (
    <>
      {message}
      {rows.length ? <DataTable caption={caption} rowKey={(row) => row.date} rows={rows} columns={[date, ...columns, status, removal]} /> : <Empty>{empty}</Empty>}
    </>
  );
}
