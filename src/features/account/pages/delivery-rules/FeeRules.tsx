import { SelectField, TextField } from '../../../../components/FormField';
import type { Country } from '../../../../lib/api/contracts/delivery';
import type { FeeRuleEntry } from '../../../../lib/api/contracts/delivery-rules';
import { ZONE_MEANINGS, zoneWords } from '../../../../lib/domain/delivery-rule-words';
import { DataTable } from '../../DataTable';
import { Empty, SaveFooter } from '../../ui';
import { AddFormFields, NotRemovable, RemoveButton, RuleSection, shown, StatusBadge, TakesEffect, useDayWords, useRemove, useAddRule, type SectionProps } from './rule-parts';

const ZONES = ['metro', 'regional', 'courier', 'overseas', 'saturday'] as const;

function AddFee({ countries, onChange }: { countries: Country[]; onChange: SectionProps['onChange'] }) {
  const empty = { zone: 'metro', fee: '', effectiveFrom: '' };
  const { ref, errors, failure, saved, sending, draft, change, submit } = useAddRule('fees', empty, { fee: 'Fee is required', effectiveFrom: 'Takes effect is required' }, onChange);
  const options = [
    ...ZONES.map((zone) => ({ value: zone, label: zoneWords(zone) })),
    ...[...countries].sort((a, b) => a.name.localeCompare(b.name)).map((country) => ({ value: `country:${country.isoCode}`, label: zoneWords(`country:${country.isoCode}`, country.name) })),
  ];
  return (
    <form ref={ref} noValidate aria-label="Add a delivery fee" className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <AddFormFields legend="Add a fee">
        <SelectField
          label="Zone"
          required
          options={options}
          value={draft.zone}
          error={errors.zone}
          hint={(ZONE_MEANINGS as Record<string, string>)[draft.zone] ?? 'Deliveries to this country.'}
          onChange={(e) => change({ zone: e.target.value })}
        />
        <TextField label="Fee in dollars" required inputMode="decimal" value={draft.fee} error={errors.fee} hint="Such as 14.95; up to $999.99." onChange={(e) => change({ fee: e.target.value })} />
        <TextField
          label="Takes effect"
          type="date"
          required
          value={draft.effectiveFrom}
          error={errors.effectiveFrom}
          hint="For deliveries on this date (Melbourne) and after."
          onChange={(e) => change({ effectiveFrom: e.target.value })}
        />
      </AddFormFields>
      <SaveFooter failure={failure} saved={saved && 'Added. The fee applies to deliveries from its date.'} sending={sending} label="Add fee" />
    </form>
  );
}

/** Delivery fees by zone and the Saturday surcharge: what applies today, what is scheduled, and a new fee from a date. */
export function FeeRules({ rules, onChange, showPast, countries }: SectionProps & { countries: Country[] }) {
  const { busy, remove, message } = useRemove(onChange);
  const dayWords = useDayWords();
  const rows = shown(rules.fees, showPast);
  const id = (row: FeeRuleEntry) => `${row.zone}/${row.effectiveFrom}`;
  return (
    <RuleSection
      id="fees"
      title="Delivery fees"
      intro={
        <>
          Each zone&rsquo;s fee applies to deliveries from the date it takes effect. A suburb is metropolitan when it lies in a capital city&rsquo;s metropolitan area (the Bureau of Statistics&rsquo;
          Greater Capital City areas); every other suburb is regional. Where no metro or regional fee is set, a florist&rsquo;s delivery pays the lowest fee of the stores serving the suburb; once one
          is set, it replaces the stores&rsquo; own fees in its zone. A country without its own fee pays the overseas fee.
        </>
      }
    >
      {message}
      {rows.length ? (
        <DataTable
          caption="Delivery fees"
          rowKey={id}
          rows={rows}
          columns={[
            { header: 'Zone', cell: (row) => <span className="font-semibold">{row.zoneWords}</span> },
            { header: 'Fee', cell: (row) => row.fee, className: 'tabular-nums whitespace-nowrap' },
            { header: 'Takes effect', cell: (row) => <TakesEffect day={row.effectiveFrom} standing={row.standing} /> },
            { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
            {
              header: 'Remove',
              cell: (row) =>
                row.removable ? (
                  <RemoveButton
                    label={`Remove ${row.zoneWords} of ${row.fee} from ${dayWords(row.effectiveFrom)}`}
                    busy={busy === id(row)}
                    onClick={() => void remove(id(row), `Removed ${row.zoneWords} of ${row.fee} from ${dayWords(row.effectiveFrom)}.`, 'fees', row.zone, row.effectiveFrom)}
                  />
                ) : (
                  <NotRemovable status={row.status} />
                ),
            },
          ]}
        />
      ) : (
        <Empty>No fees set.</Empty>
      )}
      <AddFee countries={countries} onChange={onChange} />
    </RuleSection>
  );
}
