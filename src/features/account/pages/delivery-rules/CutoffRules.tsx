import { TextField } from '../../../../components/FormField';
import { DataTable } from '../../DataTable';
import { Empty, SaveFooter } from '../../ui';
import { AddFormFields, NotRemovable, RemoveButton, RuleSection, shown, StatusBadge, TakesEffect, useDayWords, useRemove, useAddRule, type SectionProps } from './rule-parts';

function AddCutoffs({ onChange }: { onChange: SectionProps['onChange'] }) {
  const empty = { weekday: '', saturday: '', effectiveFrom: '' };
  const { ref, errors, failure, saved, sending, draft, change, submit } = useAddRule(
    'cutoffs',
    empty,
    { weekday: 'Weekday cutoff is required', saturday: 'Saturday cutoff is required', effectiveFrom: 'Takes effect is required' },
    onChange,
  );
  return (
    <form ref={ref} noValidate aria-label="Add same-day cutoffs" className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <AddFormFields legend="Add cutoffs">
        <TextField
          label="Weekday cutoff"
          type="time"
          required
          value={draft.weekday}
          error={errors.weekday}
          hint="Melbourne time, such as 14:00."
          onChange={(e) => change({ weekday: e.target.value })}
        />
        <TextField
          label="Saturday cutoff"
          type="time"
          required
          value={draft.saturday}
          error={errors.saturday}
          hint="Melbourne time, such as 10:00."
          onChange={(e) => change({ saturday: e.target.value })}
        />
        <TextField
          label="Takes effect"
          type="date"
          required
          value={draft.effectiveFrom}
          error={errors.effectiveFrom}
          hint="Orders placed on this date (Melbourne) and after."
          onChange={(e) => change({ effectiveFrom: e.target.value })}
        />
      </AddFormFields>
      <SaveFooter failure={failure} saved={saved && 'Added. The cutoffs apply to orders from their date.'} sending={sending} label="Add cutoffs" />
    </form>
  );
}

/** The latest time of day a same-day order is taken, weekdays and Saturdays, from a date. */
export function CutoffRules({ rules, onChange, showPast }: SectionProps) {
  const { busy, remove, message } = useRemove(onChange);
  const dayWords = useDayWords();
  const rows = shown(rules.cutoffs, showPast);
  return (
    <RuleSection
      id="cutoffs"
      title="Same-day cutoffs"
      intro="The latest time, in Melbourne, a shopper can order for delivery the same day. There is no same-day delivery on Sundays, except on a date opened for deliveries (its own cutoff, or Saturday’s)."
    >
      {message}
      {rows.length ? (
        <DataTable
          caption="Same-day cutoffs"
          rowKey={(row) => row.effectiveFrom}
          rows={rows}
          columns={[
            { header: 'Takes effect', cell: (row) => <TakesEffect day={row.effectiveFrom} standing={row.standing} /> },
            { header: 'Weekdays', cell: (row) => row.weekday, className: 'whitespace-nowrap' },
            { header: 'Saturday', cell: (row) => row.saturday, className: 'whitespace-nowrap' },
            { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
            {
              header: 'Remove',
              cell: (row) =>
                row.removable ? (
                  <RemoveButton
                    label={`Remove the cutoffs from ${dayWords(row.effectiveFrom)}`}
                    busy={busy === row.effectiveFrom}
                    onClick={() => void remove(row.effectiveFrom, `Removed the cutoffs from ${dayWords(row.effectiveFrom)}.`, 'cutoffs', row.effectiveFrom)}
                  />
                ) : (
                  <NotRemovable status={row.status} />
                ),
            },
          ]}
        />
      ) : (
        <Empty>No cutoffs set.</Empty>
      )}
      <AddCutoffs onChange={onChange} />
    </RuleSection>
  );
}
