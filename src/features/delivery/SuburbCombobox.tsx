import { useId, useState } from 'react';
import type { ApiResult } from '../../lib/api/client';
import { useQuery } from '../../lib/api/useQuery';
import { countOf } from '../../lib/domain/count';

/** A suburb as the lookup returns it, shown as 'name, state, postcode'. */
export interface SuburbOption {
  suburbId: string;
  name: string;
  state: string;
  postcode: string;
  latitude: number;
  longitude: number;
}

export const suburbLabel = (s: Pick<SuburbOption, 'name'> & Partial<SuburbOption>) => [s.name, s.state, s.postcode].filter(Boolean).join(', ');

interface Props {
  label: string;
  selected: SuburbOption | null;
  onSelect: (suburb: SuburbOption | null) => void;
  /** Looks suburbs up (a failure leaves the list empty, silently). */
  lookup: (keyword: string, signal: AbortSignal) => Promise<ApiResult<SuburbOption[]>>;
  minChars: number;
  debounceMs: number;
  error?: string | null;
  className?: string;
}

/** The "Deliver to" field: a debounced suburb lookup (WAI-ARIA combobox with a list). */
export default function SuburbCombobox({ label, selected, onSelect, lookup, minChars, debounceMs, error, className = '' }: Props) {
  const id = useId();
  const [text, setText] = useState(selected ? suburbLabel(selected) : '');
  const [options, setOptions] = useState<SuburbOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState(false);
  const [shownSelected, setShownSelected] = useState(selected);
  if (selected !== shownSelected) {
    setShownSelected(selected);
    if (!typed) setText(selected ? suburbLabel(selected) : '');
  }

  const keyword = text.trim();
  const key = typed && keyword.length >= minChars ? keyword : null;
  const { state } = useQuery(key, (signal) => lookup(keyword, signal), { debounceMs });
  const searching = state.status === 'loading';
  const [seenState, setSeenState] = useState(state);
  if (state !== seenState) {
    setSeenState(state);
    if (state.status === 'idle') setOptions([]);
    if (state.status === 'ok' || state.status === 'error') {
      // A failed lookup is silent: the list stays empty.
      const found = state.status === 'ok' ? state.data : [];
      setOptions(found);
      setActive(found.length ? 0 : -1);
      setOpen(true);
    }
  }

  const choose = (suburb: SuburbOption) => {
    setTyped(false);
    setText(suburbLabel(suburb));
    setOpen(false);
    setOptions([]);
    onSelect(suburb);
  };
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;
  const status = !typed || text.trim().length < minChars ? '' : searching ? 'Searching suburbs' : open ? (options.length ? `${countOf(options.length, 'suburb')} found` : 'No suburbs found') : '';

  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder="Enter suburb or postcode"
        className="w-full rounded-md border border-ink/30 bg-white px-3 py-2.5 text-ink outline-none focus:border-plum"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={text}
        onChange={(event) => {
          setTyped(true);
          setText(event.target.value);
          if (selected) onSelect(null);
        }}
        onBlur={() => setOpen(false)}
        onFocus={() => options.length && setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && options.length) {
            event.preventDefault();
            setOpen(true);
            setActive((i) => (i + 1) % options.length);
          } else if (event.key === 'ArrowUp' && options.length) {
            event.preventDefault();
            setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
          } else if (event.key === 'Enter' && expanded && options[active]) {
            event.preventDefault();
            choose(options[active]);
          } else if (event.key === 'Escape' && expanded) {
            // Handled here: the modal dialog around the field (a drawer) stays open.
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
          }
        }}
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-96 overflow-y-auto rounded-md border border-plum/20 bg-white py-1 shadow-xl"
      >
        {options.map((suburb, i) => (
          // Options are chosen from the keyboard through the combobox input (aria-activedescendant), as the WAI-ARIA combobox pattern has it.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={suburb.suburbId}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={`cursor-pointer px-3 py-2 text-ink ${i === active ? 'bg-soft-pink' : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => choose(suburb)}
          >
            {suburbLabel(suburb)}
          </li>
        ))}
      </ul>
      <span className="sr-only" role="status" aria-live="polite">
        {status}
      </span>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-alert-red">
          {error}
        </p>
      )}
    </div>
  );
}
