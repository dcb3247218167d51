import { useState } from 'react';
import { Checkbox } from '../../../components/FormField';
import type { DeliveryRules as Rules } from '../../../lib/api/contracts/delivery-rules';
import { fetchCountries, fetchDeliveryRules } from '../api/delivery-rules';
import { Loaded, Panel } from '../ui';
import { useLoad } from '../useLoad';
import { ChangeHistory, type RecordedChange } from './ChangeHistory';
import { ClosedDates } from './delivery-rules/ClosedDates';
import { CutoffRules } from './delivery-rules/CutoffRules';
import { FeeRules } from './delivery-rules/FeeRules';
import { OpenDates } from './delivery-rules/OpenDates';
import { PeakDays } from './delivery-rules/PeakDays';
import { LongDay } from './delivery-rules/rule-parts';

/** The rules' history as the back office's change list shows it: an entry added says its value, a removed one "Removed". */
const recorded = (changes: Rules['changes']): RecordedChange[] =>
  changes.map((change) => ({
    at: change.at,
    by: change.by,
    fields: [{ field: 'rule', label: change.rule, before: change.before === '—' ? '' : change.before, after: change.after === '—' ? 'Removed' : change.after }],
  }));

/**
 * Flowerline's delivery rules (docs/adr/0774, 0782, 0783): zone fees and the
 * Saturday surcharge, same-day cutoffs, closed dates, opened dates and peak
 * days, each from a
 * Melbourne date, with who changed what and when. Entries not yet in force
 * can be removed; one in force is changed by adding a new one from a date.
 */
export default function DeliveryRules() {
  const { state, reload, setData } = useLoad((signal) => fetchDeliveryRules(signal), []);
  // The countries only name the fee zones: without them the other zones can still be set.
  const { state: countries } = useLoad((signal) => fetchCountries(signal), []);
  const [showPast, setShowPast] = useState(false);
  return (
    <Panel intro="What shoppers pay for delivery and when they can order. A change applies from the Melbourne date it takes effect, and every price a shopper sees follows it within a minute.">
      <Loaded state={state} reload={reload} rows={6} label="Loading the delivery rules…">
        {(rules) => {
          const props = { rules, onChange: setData, showPast };
          return (
            <div className="grid gap-10 xl:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
              <div className="grid min-w-0 content-start gap-10">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p className="text-sm text-ink-muted">
                    Today in Melbourne: <LongDay day={rules.today} />
                  </p>
                  <Checkbox label="Show entries no longer in force" checked={showPast} onChange={setShowPast} name="showPast" />
                </div>
                <FeeRules {...props} countries={countries.status === 'ok' ? countries.data.countries : []} />
                <CutoffRules {...props} />
                <ClosedDates {...props} />
                <OpenDates {...props} />
                <PeakDays {...props} />
              </div>
              <section aria-labelledby="history-heading" className="grid min-w-0 content-start gap-3">
                <h2 id="history-heading" className="font-serif text-2xl text-plum">
                  Changes
                </h2>
                <ChangeHistory changes={recorded(rules.changes)} />
              </section>
            </div>
          );
        }}
      </Loaded>
    </Panel>
  );
}
