import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/FormField';
import type { CatalogueProduct } from '../../../lib/api/contracts/catalogue';
import { addMonths, type CalendarDay } from '../../../lib/domain/calendar-day';
import { AUSTRALIAN_STATES } from '../../../lib/domain/constants';
import { melbourneToday } from '../../../lib/domain/delivery-storage';
import { MAX_DELIVERY_WINDOWS, MAX_LEAD_DAYS, STATE_NAMES } from '../../../lib/domain/product-delivery';
import DatePicker from '../../delivery/DatePicker';
import { saveCatalogueProduct } from '../api/catalogue';
import { SaveFooter, secondaryButton } from '../ui';
import { useSaveForm } from '../use-save-form';
import { CheckGroup } from './CatalogueCheckGroup';

interface Row {
  id: number;
  first: CalendarDay | null;
  last: CalendarDay | null;
}

const STATE_OPTIONS = AUSTRALIAN_STATES.map((state) => ({ key: state, label: `${STATE_NAMES[state].replace(/^the /, '').replace(/^./, (c) => c.toUpperCase())} (${state})` }));

/** The days a window's date may be: from a year back (to keep one that has passed) to two years ahead. */
const windowDays = async () => {
  const today = melbourneToday(new Date());
  return { today, min: addMonths(today, -12), max: addMonths(today, 24) };
};

/**
 * Where and when the product can be delivered (docs/adr/0762): the states
 * (or, for an overseas partner's product, the countries), the dates it can
 * be delivered on (rows of first and last Melbourne days; none for any day)
 * and the days of notice it needs. Saved on its own, as one change.
 */
export function CatalogueDelivery({ product, onSaved }: { product: CatalogueProduct; onSaved: (product: CatalogueProduct) => void }) {
  const { rule, overseas, countryChoices } = product.delivery;
  const [states, setStates] = useState<string[]>(() => rule.states ?? [...AUSTRALIAN_STATES]);
  const [countries, setCountries] = useState<string[]>(() => rule.countries ?? countryChoices.map((c) => c.isoCode));
  const [rows, setRows] = useState<Row[]>(() => rule.windows.map((window, id) => ({ id, first: window.first as CalendarDay, last: window.last as CalendarDay })));
  const [nextId, setNextId] = useState(rule.windows.length);
  const [lead, setLead] = useState(String(rule.leadDays));
  const { ref, errors, failure, saved, sending, refuse, send, changed } = useSaveForm();
  const leadId = useId();

  const edit = (id: number, part: Partial<Row>) => {
    changed();
    setRows((all) => all.map((row) => (row.id === id ? { ...row, ...part } : row)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed: Record<string, string> = {};
    if (!overseas && !states.length) typed['delivery.states'] = 'Tick at least one state.';
    if (overseas && countryChoices.length && !countries.length) typed['delivery.countries'] = 'Tick at least one country.';
    rows.forEach((row, index) => {
      if (!row.first) typed[`delivery.windows.${index}.first`] = 'Choose the first day.';
      if (!row.last) typed[`delivery.windows.${index}.last`] = 'Choose the last day.';
      if (row.first && row.last && row.last < row.first) typed[`delivery.windows.${index}.last`] = 'The last day must be on or after the first day';
    });
    if (!/^\d{1,3}$/.test(lead.trim()) || Number(lead) > MAX_LEAD_DAYS) typed['delivery.leadDays'] = `Lead time must be a whole number of days, at most ${MAX_LEAD_DAYS}`;
    if (refuse(typed)) return;
    const delivery = {
      states: overseas ? null : states.length === AUSTRALIAN_STATES.length ? null : states,
      countries: overseas && countries.length < countryChoices.length ? countries : null,
      windows: rows.map((row) => ({ first: row.first, last: row.last })),
      leadDays: Number(lead),
    };
    const result = await send(() => saveCatalogueProduct(product.key, { delivery }));
    if (result) onSaved(result);
  };

  return (
    <form ref={ref} noValidate aria-labelledby="delivery-heading" className="grid gap-4 border-t border-plum/15 pt-6" onSubmit={(event) => void submit(event)}>
      <h3 id="delivery-heading" className="font-serif text-xl text-plum">
        Where and when it is delivered
      </h3>
      {overseas ? (
        countryChoices.length > 0 && (
          <CheckGroup
            legend="Countries it goes to"
            options={countryChoices.map((country) => ({ key: country.isoCode, label: country.name }))}
            values={countries}
            error={errors['delivery.countries'] ?? Object.entries(errors).find(([field]) => field.startsWith('delivery.countries.'))?.[1]}
            onChange={(values) => {
              changed();
              setCountries(values);
            }}
          />
        )
      ) : (
        <CheckGroup
          legend="States it is delivered to"
          options={STATE_OPTIONS}
          values={states}
          error={errors['delivery.states'] ?? Object.entries(errors).find(([field]) => field.startsWith('delivery.states.'))?.[1]}
          onChange={(values) => {
            changed();
            setStates(values);
          }}
        />
      )}
      <fieldset tabIndex={-1} className="grid gap-3 focus:outline-2 focus:outline-plum" aria-describedby={errors['delivery.windows'] ? 'delivery-windows-error' : undefined}>
        <legend className="font-semibold text-ink">Delivery dates (Melbourne)</legend>
        <p className="text-sm text-ink-muted">
          {rows.length
            ? 'Delivered only on these days, first and last included.'
            : 'Delivered on any day the shop delivers. Add dates to deliver it only then (a Mother’s Day bouquet from 1 to 10 May).'}
        </p>
        {rows.map((row, index) => (
          <div key={row.id} className="grid items-start gap-3 rounded-lg border border-ink/15 p-3 sm:grid-cols-[1fr_1fr_auto]" data-testid="delivery-window">
            <DatePicker
              label={`From (dates ${index + 1})`}
              value={row.first}
              onChange={(first) => edit(row.id, { first })}
              loadRules={windowDays}
              calendarLabel="Choose the first day"
              error={errors[`delivery.windows.${index}.first`]}
            />
            <DatePicker
              label={`Until (dates ${index + 1})`}
              value={row.last}
              onChange={(last) => edit(row.id, { last })}
              loadRules={windowDays}
              calendarLabel="Choose the last day"
              error={errors[`delivery.windows.${index}.last`]}
            />
            <button
              type="button"
              className={`${secondaryButton} sm:mt-6`}
              onClick={() => {
                changed();
                setRows((all) => all.filter((other) => other.id !== row.id));
              }}
            >
              Remove dates {index + 1}
            </button>
          </div>
        ))}
        {errors['delivery.windows'] && (
          <p id="delivery-windows-error" className="text-sm text-alert-red">
            {errors['delivery.windows']}
          </p>
        )}
        {rows.length < MAX_DELIVERY_WINDOWS && (
          <div>
            <button
              type="button"
              className={secondaryButton}
              onClick={() => {
                changed();
                setRows((all) => [...all, { id: nextId, first: null, last: null }]);
                setNextId(nextId + 1);
              }}
            >
              Add dates
            </button>
          </div>
        )}
      </fieldset>
      <TextField
        id={leadId}
        label="Lead time (days of notice)"
        hint="0 keeps the shop’s same-day rules; 2 means the day after tomorrow at the earliest."
        inputMode="numeric"
        value={lead}
        error={errors['delivery.leadDays']}
        onChange={(event) => {
          changed();
          setLead(event.target.value);
        }}
      />
      <SaveFooter failure={failure} saved={saved && 'Saved. The product’s page follows once it is published.'} sending={sending} label="Save delivery" />
    </form>
  );
}
