import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { CalendarDay } from '../../lib/domain/calendar-day';
import { longDay, monthLabel, monthWeeks, moveFocus, sameMonth, shiftMonths } from './calendar';
import { useEscape } from '../../components/useEscape';
import { useDisplayLocale } from '../../stores/locale';
import { isAllowed, openingDay, type DayRules } from './date-rules';

interface Props extends DayRules {
  label: string;
  value: CalendarDay | null;
  onPick: (day: CalendarDay) => void;
  onClose: () => void;
}

const WEEKDAYS = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;

/** The month grid of the date picker (WAI-ARIA date picker dialog pattern). */
export default function CalendarDialog({ label, value, onPick, onClose, ...rules }: Props) {
  const [focused, setFocused] = useState<CalendarDay>(() => openingDay(value, rules));
  const locale = useDisplayLocale();
  const grid = useRef<HTMLTableElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useEscape(dialog, onClose);

  // The focused day takes the keyboard focus: the starting day on opening, then each day moved to.
  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const clamp = (day: CalendarDay) => (day < rules.min ? rules.min : day > rules.max ? rules.max : day);
  const move = (day: CalendarDay) => {
    setFocused(clamp(day));
  };
  const onGridKey = (event: KeyboardEvent) => {
    const next = moveFocus(focused, event.key);
    if (!next) return;
    event.preventDefault();
    move(next);
  };
  const canGoBack = !sameMonth(focused, rules.min);
  const canGoForward = !sameMonth(focused, rules.max);
  const todayAllowed = isAllowed(rules.today, rules);

  return (
    <div ref={dialog} role="dialog" aria-modal="false" aria-label={label} className="absolute right-0 top-full z-40 mt-1 w-[19rem] rounded-lg border border-plum/20 bg-white p-3 text-ink shadow-xl">
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          className="h-9 w-9 rounded-full text-plum hover:bg-soft-pink disabled:opacity-30"
          aria-label="Previous month"
          disabled={!canGoBack}
          onClick={() => move(shiftMonths(focused, -1))}
        >
          ‹
        </button>
        <h2 className="font-semibold" aria-live="polite">
          {monthLabel(focused)}
        </h2>
        <button
          type="button"
          className="h-9 w-9 rounded-full text-plum hover:bg-soft-pink disabled:opacity-30"
          aria-label="Next month"
          disabled={!canGoForward}
          onClick={() => move(shiftMonths(focused, 1))}
        >
          ›
        </button>
      </div>
      <table ref={grid} role="grid" aria-label={monthLabel(focused)} className="w-full border-collapse text-center text-sm" onKeyDown={onGridKey}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, full]) => (
              <th key={short} scope="col" abbr={full} className="pb-1 font-medium text-ink-muted">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const inMonth = sameMonth(day, focused);
                const allowed = isAllowed(day, rules);
                const selected = day === value;
                const note = allowed ? (rules.noteFor?.(day) ?? null) : null;
                return (
                  <td key={day} role="gridcell" aria-selected={selected} className="p-0.5">
                    {inMonth && (
                      <button
                        type="button"
                        data-day={day}
                        tabIndex={day === focused ? 0 : -1}
                        aria-label={`${longDay(day, locale)}${allowed ? (note ? `, ${note}` : '') : ', unavailable'}`}
                        title={allowed ? (note ?? undefined) : (rules.reasonFor?.(day) ?? undefined)}
                        data-peak={note ? '' : undefined}
                        aria-disabled={!allowed}
                        aria-current={day === rules.today ? 'date' : undefined}
                        className={`relative h-9 w-9 rounded-full ${selected ? 'bg-plum text-white' : allowed ? 'hover:bg-soft-pink' : 'cursor-not-allowed text-ink-muted line-through'} ${day === rules.today && !selected ? 'font-bold' : ''}`}
                        onClick={() => (allowed ? onPick(day) : move(day))}
                      >
                        {Number(day.slice(8))}
                        {note && <span aria-hidden="true" className={`absolute bottom-1 left-1/2 h-1 w-1 -translate-x-1/2 rounded-full ${selected ? 'bg-white' : 'bg-alert-red'}`} />}
                      </button>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <MonthNotes month={focused} rules={rules} />
      <div className="mt-2 flex items-center justify-between border-t border-plum/10 pt-2">
        <button
          type="button"
          className="rounded px-3 py-1.5 text-sm font-semibold uppercase tracking-wide text-plum hover:bg-soft-pink disabled:cursor-not-allowed disabled:opacity-40"
          disabled={!todayAllowed}
          onClick={() => onPick(rules.today)}
        >
          Today
        </button>
        <button type="button" className="rounded px-3 py-1.5 text-sm text-ink-muted hover:bg-soft-pink" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}

/** The shown month's peak days under the grid ("9 May: Mother's Day, +$10 peak day"), marked by a dot in the grid. */
function MonthNotes({ month, rules }: { month: CalendarDay; rules: DayRules }) {
  if (!rules.noteFor) return null;
  const notes = monthWeeks(month)
    .flat()
    .filter((day) => sameMonth(day, month) && isAllowed(day, rules))
    .flatMap((day) => {
      const note = rules.noteFor?.(day);
      return note ? [{ day, note }] : [];
    });
  if (!notes.length) return null;
  return (
    <ul className="mt-2 grid gap-0.5 text-xs text-ink" data-testid="calendar-notes">
      {notes.map(({ day, note }) => (
        <li key={day} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="h-1.5 w-1.5 shrink-0 rounded-full bg-alert-red" />
          <span>
            <span className="font-semibold">{`${Number(day.slice(8))} ${monthLabel(day).split(' ')[0]}`}</span>: {note}
          </span>
        </li>
      ))}
    </ul>
  );
}
