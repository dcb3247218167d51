import { useState } from 'react';
import Dialog from '../../components/Dialog';
import type { Facet } from '../../lib/api/contracts/products';
import { FACETS, type FacetName } from '../../lib/domain/products';
import { clearFilters, type ListingState, toggleFilter } from './listing-state';

interface Props {
  open: boolean;
  state: ListingState;
  /** The facets of the last answer (with counts); the catalogue's own list before one arrives. */
  facets: Facet[];
  onApply: (next: ListingState) => void;
  onClose: () => void;
}

const known = (name: string): name is FacetName => FACETS.some((f) => f.name === name);

/**
 * The filter dialog: a section per facet. Choices are worked on here and
 * applied with View; Clear All empties them. Price takes one band, the
 * others any number of values. Loaded on first open.
 */
export default function FilterDialog({ open, state, facets, onApply, onClose }: Props) {
  const [working, setWorking] = useState(state);
  const sections = (facets.length ? facets : FACETS.map((f) => ({ name: f.name, label: f.label, multiSelect: f.multiSelect, items: f.values.map((v) => ({ ...v, count: -1, selected: false })) }))).filter(
    (facet) => known(facet.name) && facet.items.length > 0,
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Filter"
      footer={
        <>
          <button type="button" className="rounded-full px-5 py-2.5 font-semibold text-plum underline" onClick={() => setWorking(clearFilters(working))}>
            Clear All
          </button>
          <button type="button" className="rounded-full bg-plum px-6 py-2.5 font-semibold text-white hover:bg-plum-dark" onClick={() => onApply(working)}>
            View
          </button>
        </>
      }
    >
      <div className="divide-y divide-plum/10">
        {sections.map((facet, index) => {
          const name = facet.name as FacetName;
          const chosen = working.filters[name] ?? [];
          return (
            <details key={name} open={index === 0 || chosen.length > 0} className="py-2">
              <summary id={`filter-${name}-heading`} className="cursor-pointer py-2 font-semibold text-ink">
                {facet.label}
                {chosen.length > 0 && <span className="ml-2 rounded-full bg-soft-pink px-2 text-sm">{chosen.length}</span>}
              </summary>
              <fieldset aria-labelledby={`filter-${name}-heading`} className="grid gap-1 pb-2 sm:grid-cols-2">
                {facet.items.map((item) => (
                  <label key={item.key} className="flex items-center gap-2 rounded px-1 py-1.5 text-ink hover:bg-cream">
                    <input
                      type={facet.multiSelect ? 'checkbox' : 'radio'}
                      name={`filter-${name}`}
                      className="h-4 w-4 accent-plum"
                      checked={chosen.includes(item.key)}
                      onChange={() => setWorking(toggleFilter(working, name, item.key))}
                      onClick={() => {
                        if (!facet.multiSelect && chosen.includes(item.key)) setWorking(toggleFilter(working, name, item.key));
                      }}
                    />
                    <span>
                      {item.label}
                      {item.count >= 0 && <span className="text-ink-muted"> ({item.count})</span>}
                    </span>
                  </label>
                ))}
              </fieldset>
            </details>
          );
        })}
      </div>
    </Dialog>
  );
}
