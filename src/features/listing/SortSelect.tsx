import { useId } from 'react';
import { PRODUCT_SORT_OPTIONS } from '../../lib/domain/products';
import { type ListingState, sortKey } from './listing-state';

interface Props {
  state: ListingState;
  onChange: (next: ListingState) => void;
}

/** Featured (the default), price and name, each ascending or descending. */
export default function SortSelect({ state, onChange }: Props) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Sort by
      </label>
      <select
        id={id}
        className="rounded-full border border-ink/30 bg-white px-3 py-2 text-sm text-ink"
        value={sortKey(state)}
        onChange={(event) => {
          const option = PRODUCT_SORT_OPTIONS.find((o) => sortKey(o) === event.target.value);
          if (option) onChange({ ...state, sort: option.sort, sortDir: option.sortDir });
        }}
      >
        {PRODUCT_SORT_OPTIONS.map((option) => (
          <option key={sortKey(option)} value={sortKey(option)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
