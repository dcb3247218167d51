import { lazy, Suspense, useId, useRef, useState } from 'react';
import { formatDisplayDate, parseDisplayDate, type CalendarDay } from '../../lib/domain/calendar-day';
import { type DayRules, isAllowed } from './date-rules';
import { onHover, useIdlePrefetch } from '../../components/usePrefetch';

// The month grid brings a date library: it loads with the rules when the calendar first opens (or earlier, `loadEarly`).
const loadCalendar = () => import('./CalendarDialog');
const CalendarDialog = lazy(loadCalendar);

interface Props {
  /**
   * The days that may be chosen. The rules know every public holiday and are
   * heavy, so they load when the calendar first opens or a typed date is checked.
   */
  loadRules: () => Promise<DayRules>;
  /** Starts loading the rules early (on a mouse's hover or focus of the calendar button). */
  prefetchRules?: () => void;
  /** Loads the calendar and its rules in idle time once on screen, where a date is the next thing chosen (a product page). */
  loadEarly?: boolean;
  label: string;
  value: CalendarDay | null;
  onChange: (day: CalendarDay) => void;
  /** An error to show under the field (for example a required message). */
  error?: string | null;
  className?: string;
  /** What the calendar is called for a screen reader. */
  calendarLabel?: string;
  /** The message for a typed day the rules do not allow (`shown` as dd/mm/yyyy). */
  unavailableText?: (shown: string) => string;
}

/**
 * A delivery date field: type dd/MM/yyyy or pick from the calendar, which
 * offers only the days the rules allow and a TODAY shortcut.
 */
export default function DatePicker({ label, value, onChange, error, className = '', loadRules, prefetchRules, loadEarly = false, calendarLabel = 'Choose a delivery date', unavailableText }: Props) {
  const id = useId();
  const [text, setText] = useState(value ? formatDisplayDate(value) : '');
  const [typingError, setTypingError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [rules, setRules] = useState<DayRules | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);

  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value ? formatDisplayDate(value) : '');
  }

  const rulesNow = async (withCalendar = false) => {
    try {
      const [loaded] = await Promise.all([loadRules(), withCalendar ? loadCalendar() : null]);
      setRules(loaded);
      setLoadFailed(false);
      return loaded;
    } catch {
      setLoadFailed(true);
      return null;
    }
  };
  const commit = async () => {
    if (!text.trim()) return setTypingError(null);
    const day = parseDisplayDate(text);
    if (!day) return setTypingError('Enter the date as dd/mm/yyyy');
    if (day === value) return setTypingError(null);
    const loaded = await rulesNow();
    if (!loaded) return setTypingError('We could not check that date. Please try again.');
    if (!isAllowed(day, loaded))
      return setTypingError(loaded.reasonFor?.(day) ?? (unavailableText ? unavailableText(formatDisplayDate(day)) : `We cannot deliver on ${formatDisplayDate(day)}. Please choose another date.`));
    setTypingError(null);
    onChange(day);
  };
  const toggleCalendar = async () => {
    if (open) return setOpen(false);
    setRules(null);
    setOpen(true);
    await rulesNow(true);
  };
  const prefetch = () => {
    prefetchRules?.();
    void loadCalendar().catch(() => undefined);
  };
  useIdlePrefetch(prefetch, loadEarly);
  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  };
  const shownError = typingError ?? error;

  return (
    <div
      ref={box}
      className={`relative ${className}`}
      onBlur={(event) => {
        if (open && !box.current?.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="flex rounded-md border border-ink/30 bg-white focus-within:border-plum">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/yyyy"
          className="min-w-0 flex-1 rounded-l-md bg-transparent px-3 py-2.5 text-ink outline-none"
          value={text}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => void commit()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void commit();
            }
            if (event.key === 'ArrowDown' && event.altKey) void toggleCalendar();
          }}
        />
        <button
          ref={toggle}
          type="button"
          className="flex w-11 items-center justify-center rounded-r-md text-plum hover:bg-soft-pink"
          aria-label={`${label}: choose from calendar${value ? `, ${formatDisplayDate(value)} selected` : ''}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => void toggleCalendar()}
          onPointerEnter={onHover(prefetch)}
          onFocus={prefetch}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
            <rect x="4" y="5.5" width="16" height="14" rx="2" />
            <path d="M4 10h16M9 3.5v4M15 3.5v4" />
          </svg>
        </button>
      </div>
      {shownError && (
        <p id={`${id}-error`} className="mt-1 text-sm text-alert-red">
          {shownError}
        </p>
      )}
      {!shownError && value && rules?.noteFor?.(value) && (
        <p className="mt-1 text-sm font-semibold text-ink" data-testid="date-note">
          {rules.noteFor(value)}
        </p>
      )}
      {open && !rules && <CalendarLoading failed={loadFailed} />}
      {open && rules && (
        <Suspense fallback={<CalendarLoading failed={false} />}>
          <CalendarDialog
            {...rules}
            label={calendarLabel}
            value={value}
            onClose={() => close()}
            onPick={(day) => {
              setTypingError(null);
              onChange(day);
              close();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

function CalendarLoading({ failed }: { failed: boolean }) {
  return (
    <div role="status" className="absolute right-0 top-full z-40 mt-1 w-[19rem] rounded-lg border border-plum/20 bg-white p-4 text-sm text-ink shadow-xl">
      {failed ? 'We could not load the calendar. Please close it and try again.' : 'Loading available dates…'}
    </div>
  );
}
