import type { FilterSection } from './FilterDialog';

interface Props {
  section: FilterSection;
  item: FilterSection['items'][number];
  checked: boolean;
  onToggle: () => void;
}

/** A value of a facet: a checkbox, or a radio button that a second click clears when the facet takes one value. */
export function FilterOption({ section, item, checked, onToggle }: Props) {
  const single = !section.multiSelect;
  return (
    <label className="flex items-center gap-2 rounded px-1 py-1.5 text-ink hover:bg-cream">
      <input
        type={single ? 'radio' : 'checkbox'}
        name={`filter-${section.name}`}
        className="h-4 w-4 shrink-0 accent-plum"
        checked={checked}
        onChange={onToggle}
        onClick={() => {
          // A radio fires no change when clicked again; the click clears it.
          if (single && checked) onToggle();
        }}
      />
      <span>
        {item.label}
        {item.count !== undefined && item.count >= 0 && <span className="text-ink-muted"> ({item.count})</span>}
      </span>
    </label>
  );
}
