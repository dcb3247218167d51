import type { DeliveryLocation } from '../delivery/stores/delivery';
import { chooseLocation } from '../delivery/stores/delivery';
import type { CalendarDay } from '../../lib/domain/calendar-day';
import type { DayRules } from '../delivery/date-rules';
import DatePicker from '../delivery/DatePicker';
import SuburbCombobox, { type SuburbOption } from '../delivery/SuburbCombobox';
import { lookupSuburbs, SUBURB_SEARCH_DEBOUNCE_MS, SUBURB_SEARCH_MIN_CHARS } from '../delivery/suburb-lookup';

interface Props {
  overseas: boolean;
  location: DeliveryLocation | null;
  country: string | null;
  internationalPath: string;
  date: CalendarDay | null;
  onDate: (day: CalendarDay) => void;
  loadDayRules: () => Promise<DayRules>;
  prefetchRules: () => void;
  /** Why the product does not go to the chosen place ("Not delivered to Tasmania."), from its own rule. */
  placeProblem?: string | null;
  /** When it is delivered, from its own rule ("Delivered 1 May 2026 to 10 May 2026 only."). */
  deliveryNote?: string | null;
}

/** Where and when, on the product page: a suburb (or the overseas country) and the product's date picker. */
export default function ProductDelivery({ overseas, location, country, internationalPath, date, onDate, loadDayRules, prefetchRules, placeProblem, deliveryNote }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {overseas ? (
        <div>
          <p className="mb-1 text-sm font-semibold text-ink">Deliver to</p>
          {country ? (
            <p className="py-2.5 text-ink">
              <strong>{country}</strong>{' '}
              <a className="ml-2 text-sm text-plum underline" href={internationalPath}>
                Change country
              </a>
            </p>
          ) : (
            <a className="inline-block py-2.5 font-semibold text-plum underline" href={internationalPath}>
              Choose the destination country
            </a>
          )}
        </div>
      ) : (
        <SuburbCombobox
          label="Deliver to"
          selected={location as SuburbOption | null}
          onSelect={(suburb) =>
            suburb && chooseLocation({ name: suburb.name, suburbId: suburb.suburbId, latitude: suburb.latitude, longitude: suburb.longitude, state: suburb.state, postcode: suburb.postcode })
          }
          lookup={lookupSuburbs}
          minChars={SUBURB_SEARCH_MIN_CHARS}
          debounceMs={SUBURB_SEARCH_DEBOUNCE_MS}
        />
      )}
      <DatePicker label="Delivery date" value={date} onChange={onDate} loadRules={loadDayRules} prefetchRules={prefetchRules} loadEarly />
      {placeProblem && (
        <p role="alert" className="rounded-md bg-wattle-light px-4 py-2 text-ink sm:col-span-2" data-testid="product-place-problem">
          {placeProblem}
        </p>
      )}
      {deliveryNote && (
        <p className="text-sm text-ink-muted sm:col-span-2" data-testid="product-delivery-note">
          {deliveryNote}
        </p>
      )}
    </div>
  );
}
