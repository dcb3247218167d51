import { TextField } from '../../../../components/FormField';
import { SaveFooter } from '../../ui';
import { DatedRuleTable } from './DatedRuleTable';
import { AddFormFields, RuleSection, shown, useAddRule, type SectionProps } from './rule-parts';

function AddOpenDate({ onChange }: { onChange: SectionProps['onChange'] }) {
  const empty = { date: '', reason: '', cutoff: '' };
  const { ref, errors, failure, saved, sending, draft, change, submit } = useAddRule('open-dates', empty, { date: 'Date is required', reason: 'Reason is required' }, onChange);
  return (
    <form ref={ref} noValidate aria-label="Open a date for deliveries" className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <AddFormFields legend="Open a date">
        <TextField label="Date" type="date" required value={draft.date} error={errors.date} hint="A Sunday or a public holiday." onChange={(e) => change({ date: e.target.value })} />
        <TextField label="Reason" required maxLength={60} value={draft.reason} error={errors.reason} hint="Such as Mother's Day." onChange={(e) => change({ reason: e.target.value })} />
        <TextField
          label="Same-day cutoff"
          type="time"
          value={draft.cutoff}
          error={errors.cutoff}
          hint="Melbourne time, for orders on the day itself; leave empty for the Saturday cutoff."
          onChange={(e) => change({ cutoff: e.target.value })}
        />
      </AddFormFields>
      <SaveFooter failure={failure} saved={saved && 'Opened. Shoppers can choose the date for our florists to deliver.'} sending={sending} label="Open date" />
    </form>
  );
}

/** Sundays and public holidays opened for our florists' deliveries (docs/adr/0782): Mother's Day, a Valentine's Day Sunday. */
export function OpenDates({ rules, onChange, showPast }: SectionProps) {
  const rows = shown(rules.openDates, showPast);
  return (
    <RuleSection
      id="open"
      title="Open dates"
      intro="Sundays and public holidays our florists deliver on: every suburb a store serves can choose the date, even where no store trades that day of the week. Orders are offered to the stores that trade that weekday first, then to the others serving the suburb. Gifts our partners send by courier and deliveries abroad keep the usual days."
    >
      <DatedRuleTable
        caption="Open dates"
        kind="open-dates"
        rows={rows}
        columns={[
          { header: 'Reason', cell: (row) => row.reason, wide: true },
          { header: 'Usually closed for', cell: (row) => row.closes || '—' },
          { header: 'Same-day cutoff', cell: (row) => row.cutoff, className: 'whitespace-nowrap' },
        ]}
        name={(_, day) => `the open date ${day}`}
        empty="No dates opened."
        onChange={onChange}
      />
      <AddOpenDate onChange={onChange} />
    </RuleSection>
  );
}
