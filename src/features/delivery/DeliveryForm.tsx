import { useState, type FormEvent } from 'react';
import { chooseLocalDelivery, type DeliveryLocation } from './stores/delivery';
import type { CalendarDay } from '../../lib/domain/calendar-day';
import DatePicker from './DatePicker';
import { loadCalendarRuleBook, loadDeliveryRules, prefetchDayRules, selectorDayRules } from './date-rules';
import SuburbCombobox, { type SuburbOption } from './SuburbCombobox';
import { lookupSuburbs, SUBURB_SEARCH_DEBOUNCE_MS, SUBURB_SEARCH_MIN_CHARS } from './suburb-lookup';

type Chosen = Pick<SuburbOption, 'name' | 'suburbId' | 'latitude' | 'longitude'> & Partial<SuburbOption>;

interface Props {
  /** bar: fields side by side (the home page bar); panel: stacked (the editor). */
  layout: 'bar' | 'panel';
  submitLabel: string;
  /** After the location and date are stored. */
  onSaved: (location: DeliveryLocation, date: CalendarDay) => void;
  onSendOverseas: () => void;
  /** What to start from (the stored choice in the editor; nothing in the pre-rendered bar). */
  initialLocation?: DeliveryLocation | null;
  initialDate?: CalendarDay | null;
}

/** Deliver to, When and the submit button, shared by the delivery bar and the delivery editor. */
export default function DeliveryForm({ layout, submitLabel, onSaved, onSendOverseas, initialLocation = null, initialDate = null }: Props) {
  const [suburb, setSuburb] = useState<Chosen | null>(initialLocation);
  const [date, setDate] = useState<CalendarDay | null>(initialDate);
  const [submitted, setSubmitted] = useState(false);
  /** A date picked or typed here has passed the rules; one carried over from storage is checked on submit. */
  const [dateChecked, setDateChecked] = useState(false);
  const [dateRefused, setDateRefused] = useState(false);
  const loadRules = async () => {
    const [rules, book] = await Promise.all([loadDeliveryRules(), loadCalendarRuleBook()]);
    return selectorDayRules(rules, new Date(), suburb?.state, book);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!suburb || !date) return;
    if (!dateChecked) {
      const rules = await loadRules();
      const refused = date < rules.min || date > rules.max || !!rules.isUnavailable?.(date);
      setDateRefused(refused);
      if (refused) return;
    }
    const location: DeliveryLocation = { name: suburb.name, suburbId: suburb.suburbId, latitude: suburb.latitude, longitude: suburb.longitude, state: suburb.state, postcode: suburb.postcode };
    chooseLocalDelivery(location, date);
    onSaved(location, date);
  };

  const bar = layout === 'bar';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Delivery details" className={bar ? 'grid gap-3 md:grid-cols-[1.4fr_1fr_auto] md:items-start' : 'grid gap-4'}>
      <SuburbCombobox
        label="Deliver to"
        selected={suburb as SuburbOption | null}
        onSelect={(chosen) => {
          setSuburb(chosen);
          setDateChecked(false);
        }}
        lookup={lookupSuburbs}
        minChars={SUBURB_SEARCH_MIN_CHARS}
        debounceMs={SUBURB_SEARCH_DEBOUNCE_MS}
        error={submitted && !suburb ? 'Suburb is required' : null}
      />
      <DatePicker
        label="When"
        value={date}
        onChange={(day) => {
          setDate(day);
          setDateChecked(true);
          setDateRefused(false);
        }}
        loadRules={loadRules}
        prefetchRules={prefetchDayRules}
        error={submitted && !date ? 'Delivery Date is required' : dateRefused ? 'We cannot deliver on this date. Please choose another date.' : null}
      />
      <div className={bar ? 'md:pt-6' : ''}>
        <button type="submit" className="w-full rounded-full bg-plum px-6 py-3 font-semibold uppercase tracking-wide text-white hover:bg-plum-dark md:w-auto">
          {submitLabel}
        </button>
      </div>
      <p className={bar ? 'text-sm md:col-span-3' : 'text-sm'}>
        Sending flowers abroad?{' '}
        <button type="button" className="font-semibold text-plum underline" onClick={onSendOverseas}>
          Send overseas
        </button>
      </p>
    </form>
  );
}
