import { Icon } from '../../components/Icon';
import type { FacetName } from '../../lib/domain/products';
import { filterChips, type ListingState } from './listing-state';

interface Props {
  state: ListingState;
  onRemove: (name: FacetName, key: string) => void;
  onClear: () => void;
}

/** The chosen filters as removable chips. */
export default function FilterChips({ state, onRemove, onClear }: Props) {
  const chips = filterChips(state);
  if (!chips.length) return null;
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="Selected filters">
      {chips.map((chip) => (
        <li key={`${chip.name}-${chip.key}`}>
          <button
            type="button"
            className="inline-flex items-center gap-1.5 rounded-full border border-plum/30 bg-soft-pink px-3 py-1 text-sm text-ink hover:border-plum"
            aria-label={`Remove filter ${chip.label}`}
            onClick={() => onRemove(chip.name, chip.key)}
          >
            {chip.label}
            <Icon name="close" className="h-3.5 w-3.5" />
          </button>
        </li>
      ))}
      <li>
        <button type="button" className="px-2 py-1 text-sm font-semibold text-plum underline" onClick={onClear}>
          Clear all
        </button>
      </li>
    </ul>
  );
}
