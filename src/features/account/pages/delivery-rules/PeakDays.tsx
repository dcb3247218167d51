import { TextField } from '../../../../components/FormField';
import { SaveFooter } from '../../ui';
import { DatedRuleTable } from './DatedRuleTable';
import { AddFormFields, RuleSection, shown, useAddRule, type SectionProps } from './rule-parts';

function AddPeakDay({ onChange }: { onChange: SectionProps['onChange'] }) {
  const empty = { date: '', name: '', surcharge: '' };
  const { ref, errors, failure, saved, sending, draft, change, submit } = useAddRule(
    'peak-days',
    empty,
    { date: 'Date is required', name: 'Name is required', surcharge: 'Surcharge is required' },
    onChange,
  );
  return (
    <form ref={ref} noValidate aria-label="Add a peak day" className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <AddFormFields legend="Add a peak day">
        <TextField
          label="Date"
          type="date"
          required
          value={draft.date}
          error={errors.date}
          hint="A day with deliveries: open a Sunday or public holiday first."
          onChange={(e) => change({ date: e.target.value })}
        />
        <TextField label="Name" required maxLength={60} value={draft.name} error={errors.name} hint="Such as Mother's Day; shoppers read it." onChange={(e) => change({ name: e.target.value })} />
        <TextField
          label="Surcharge in dollars"
          required
          inputMode="decimal"
          value={draft.surcharge}
          error={errors.surcharge}
          hint="Added to the delivery fee; $1 to $100."
          onChange={(e) => change({ surcharge: e.target.value })}
        />
      </AddFormFields>
      <SaveFooter failure={failure} saved={saved && 'Added. Deliveries on the date carry the surcharge.'} sending={sending} label="Add peak day" />
    </form>
  );
}

/** Days with a named surcharge on top of the delivery fee (Mother's Day, Valentine's Day). */
export function PeakDays({ rules, onChange, showPast }: SectionProps) {
  const rows = shown(rules.peakDays, showPast);
  return (
    <RuleSection id="peak" title="Peak days" intro="A surcharge added to the delivery fee of every delivery on the day.">
      <DatedRuleTable
        caption="Peak days"
        kind="peak-days"
        rows={rows}
        columns={[
          { header: 'Name', cell: (row) => row.name },
          { header: 'Surcharge', cell: (row) => row.surcharge, className: 'tabular-nums whitespace-nowrap' },
        ]}
        name={(row, day) => `the peak day ${row.name} on ${day}`}
        empty="No peak days set."
        onChange={onChange}
      />
      <AddPeakDay onChange={onChange} />
    </RuleSection>
  );
}
