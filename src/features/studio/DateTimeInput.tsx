import { useState } from 'react';
import { formatInTimeZone } from 'date-fns-tz';
import { SelectField } from '../../components/FormField';
import { addMonths, parseCalendarDay, type CalendarDay } from '../../lib/domain/calendar-day';
import { TIMEZONE } from '../../lib/domain/constants';
import DatePicker from '../delivery/DatePicker';
import type { DayRules } from '../delivery/date-rules';
import { fromLocalInput, toLocalInput } from './studio-values';

interface DateTimeInputProps {
  /** The legend of the pair of fields. */
  label: string;
  hint?: string;
  /** An ISO instant, or null when none is chosen. */
  value: string | null;
  /** A complete, readable day and time as an ISO instant. */
  onChange: (iso: string) => void;
  /** `future`: from today (a scheduled publish); `any`: past days too (an article's date). */
  days: 'future' | 'any';
  error?: string | null;
  /** What the calendar is called for a screen reader. */
  calendarLabel: string;
}

/** A time of day every quarter hour, as `HH:mm` with its label (9:30 am). */
const QUARTER_HOURS = Array.from({ length: 96 }, (_, i) => {
  const value = `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`;
  return { value, label: timeLabel(value) };
});

function timeLabel(value: string): string {
  const [hours, minutes] = value.split(':').map(Number) as [number, number];
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

const melbourneToday = () => parseCalendarDay(formatInTimeZone(new Date(), TIMEZONE, 'yyyy-MM-dd'))!;

function dayRules(days: DateTimeInputProps['days']): DayRules {
  const today = melbourneToday();
  return { today, min: days === 'future' ? today : parseCalendarDay('2000-01-01')!, max: addMonths(today, days === 'future' ? 24 : 60) };
}

/** The day and time (`yyyy-MM-dd`, `HH:mm`) an instant falls on in Melbourne. */
function partsOf(iso: string | null): { day: CalendarDay | null; time: string } {
  const local = toLocalInput(iso);
  return local ? { day: parseCalendarDay(local.slice(0, 10)), time: local.slice(11) } : { day: null, time: '' };
}

/**
 * A date and a time in Melbourne, in the shop's own fields: the date typed
 * as dd/mm/yyyy or picked from the calendar (the delivery date picker), the
 * time chosen by the quarter hour. A whole day and time reaches `onChange`
 * as an instant.
 */
export function DateTimeInput({ label, hint, value, onChange, days, error, calendarLabel }: DateTimeInputProps) {
  const [parts, setParts] = useState(() => partsOf(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    // A value from outside (a restored version) replaces the fields; the one this input sent leaves them as they are.
    const next = partsOf(value);
    if (next.day !== parts.day || next.time !== parts.time) setParts(next);
  }
  const change = (next: { day: CalendarDay | null; time: string }) => {
    setParts(next);
    const iso = next.day && next.time ? fromLocalInput(`${next.day}T${next.time}`) : null;
    if (iso) {
      setShown(iso);
      onChange(iso);
    }
  };
  const times =
    parts.time && !QUARTER_HOURS.some((t) => t.value === parts.time)
      ? [...QUARTER_HOURS, { value: parts.time, label: timeLabel(parts.time) }].sort((a, b) => a.value.localeCompare(b.value))
      : QUARTER_HOURS;
  return (
    <fieldset className="rounded-lg border border-ink/15 p-3">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      {hint && <p className="mb-2 text-sm text-ink-muted">{hint}</p>}
      <div className="flex flex-wrap items-start gap-3">
        <DatePicker
          label="Date"
          calendarLabel={calendarLabel}
          unavailableText={() => (days === 'future' ? 'Choose a day from today on.' : 'Choose a day within five years from today.')}
          className="w-48"
          value={parts.day}
          loadRules={async () => dayRules(days)}
          onChange={(day) => change({ ...parts, day })}
        />
        <SelectField label="Time" className="w-36" value={parts.time} placeholder="Choose…" options={times} onChange={(e) => change({ ...parts, time: e.target.value })} />
      </div>
      {error && <p className="mt-1 text-sm text-alert-red">{error}</p>}
    </fieldset>
  );
}
