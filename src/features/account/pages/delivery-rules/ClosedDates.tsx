import { TextField } from '../../../../components/FormField';
import { SaveFooter } from '../../ui';
import { DatedRuleTable } from './DatedRuleTable';
import { AddFormFields, RuleSection, shown, useAddRule, type SectionProps } from './rule-parts';

function AddClosedDate({ onChange }: { onChange: SectionProps['onChange'] }) {
  const empty = { date: '', reason: '' };
  const { ref, errors, failure, saved, sending, draft, change, submit } = useAddRule('closed-dates', empty, { date: 'Date is required', reason: 'Reason is required' }, onChange);
  return (
    <form ref={ref} noValidate aria-label="Add a closed date" className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <AddFormFields legend="Close a date">
        <TextField label="Date" type="date" required value={draft.date} error={errors.date} onChange={(e) => change({ date: e.target.value })} />
        <TextField
          label="Reason"
          required
          maxLength={120}
          value={draft.reason}
          error={errors.reason}
          hint="Shoppers read it when they pick the date."
          className="lg:col-span-2"
          onChange={(e) => change({ reason: e.target.value })}
        />
      </AddFormFields>
      <SaveFooter failure={failure} saved={saved && 'Added. Shoppers can no longer choose the date.'} sending={sending} label="Add closed date" />
    </form>
  );
}

/** Dates with no deliveries beyond the public holidays, with the reason shoppers read. */
export function ClosedDates({ rules, onChange, showPast }: SectionProps) {
  const rows = shown(rules.closedDates, showPast);
  return (
    <RuleSection id="closed" title="Closed dates" intro="No deliveries on these dates, besides the public holidays of each state.">
      <DatedRuleTable
        caption="Closed dates"
        kind="closed-dates"
        rows={rows}
        columns={[{ header: 'Reason', cell: (row) => row.reason, wide: true }]}
        name={(_, day) => `the closed date ${day}`}
        empty="No dates closed."
        onChange={onChange}
      />
      <AddClosedDate onChange={onChange} />
    </RuleSection>
  );
}
