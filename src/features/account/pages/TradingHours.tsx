import type { TradingDay } from '../../../lib/api/contracts/stores';
import { isClosedDay, WORKING_HOURS } from '../../../lib/domain/account-forms';

interface Props {
  days: TradingDay[];
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (days: TradingDay[]) => void;
}

const timeInput = (error?: string) => `w-24 rounded-lg border px-3 py-2 text-base tabular-nums ${error ? 'border-alert-red' : 'border-ink/25'} disabled:bg-cream`;

/** The week of trading hours: Day, OpenTime and CloseTime as four-digit 24-hour strings; closed days are 0000–0000. */
export default function TradingHours({ days, errors, readOnly, onChange }: Props) {
  const change = (index: number, patch: Partial<TradingDay>) => onChange(days.map((day, i) => (i === index ? { ...day, ...patch } : day)));
  return (
    <fieldset className="rounded-xl border border-plum/15 p-4">
      <legend className="px-1 font-semibold text-ink">Trading hours</legend>
      <p className="mb-3 text-sm text-ink-muted">Four-digit 24-hour times, for example 0900 to 1700.</p>
      <div className="grid gap-3">
        {days.map((day, index) => {
          const closed = isClosedDay(day);
          const openError = errors[`tradingHours.${index}.OpenTime`];
          const closeError = errors[`tradingHours.${index}.CloseTime`];
          const errorId = `hours-${day.Day}-error`;
          return (
            <div key={day.Day} className="flex flex-wrap items-center gap-x-4 gap-y-1" role="group" aria-label={day.Day}>
              <span className="w-28 font-medium text-ink">{day.Day}</span>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={closed}
                  disabled={readOnly}
                  onChange={(e) => change(index, e.target.checked ? { OpenTime: '0000', CloseTime: '0000' } : { OpenTime: WORKING_HOURS.open, CloseTime: WORKING_HOURS.close })}
                  className="h-5 w-5 accent-plum"
                />
                Closed
              </label>
              {!closed && (
                <>
                  <TimeInput
                    label="Opens"
                    value={day.OpenTime}
                    error={openError}
                    describedBy={openError || closeError ? errorId : undefined}
                    readOnly={readOnly}
                    onChange={(OpenTime) => change(index, { OpenTime })}
                  />
                  <TimeInput
                    label="Closes"
                    value={day.CloseTime}
                    error={closeError}
                    describedBy={openError || closeError ? errorId : undefined}
                    readOnly={readOnly}
                    onChange={(CloseTime) => change(index, { CloseTime })}
                  />
                </>
              )}
              {(openError || closeError) && (
                <p id={errorId} className="w-full text-sm text-alert-red">
                  {openError ?? closeError}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** An HHmm time of day: digits only, four at most. */
function TimeInput({
  label,
  value,
  error,
  describedBy,
  readOnly,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  describedBy: string | undefined;
  readOnly: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      {label}
      <input
        value={value}
        disabled={readOnly}
        inputMode="numeric"
        maxLength={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        className={timeInput(error)}
      />
    </label>
  );
}
