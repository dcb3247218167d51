import type { Facet } from '../../lib/api/contracts/products';
import { FACETS } from '../../lib/domain/products';
import { FilterDialog, type FilterSection } from '../../components/FilterDialog';
import type { ListingState } from './listing-state';

interface Props {
  open: boolean;
  state: ListingState;
  /** The facets of the last answer (with counts); the catalogue's own list before one arrives. */
  facets: Facet[];
  onApply: (next: ListingState) => void;
  onClose: () => void;
}

/** The catalogue's facets as filter sections; the price band takes one value, the others any number. */
function sectionsOf(facets: Facet[]): FilterSection[] {
  const fromAnswer = facets.map((f) => ({ name: f.name, label: f.label, items: f.items.map((i) => ({ key: i.key, label: i.label, count: i.count })) }));
  const fromCatalogue = FACETS.map((f) => ({ name: f.name as string, label: f.label, items: f.values.map((v) => ({ key: v.key, label: v.label })) }));
  return (facets.length ? fromAnswer : fromCatalogue).flatMap((section) => {
    const known = FACETS.find((f) => f.name === section.name);
    return known && section.items.length > 0 ? [{ ...section, multiSelect: known.multiSelect }] : [];
  });
}

/**
 * The product listing's filter dialog (the shared one): the first section
 * and those with a choice start open. Loaded on first open.
 */
export default function ProductFilterDialog({ open, state, facets, onApply, onClose }: Props) {
  return (
    <FilterDialog
      open={open}
      sections={sectionsOf(facets)}
      applied={state.filters}
      onApply={(filters) => onApply({ ...state, filters })}
      onClose={onClose}
      startsOpen={(_, index, chosen) => index === 0 || chosen > 0}
    />
  );
}
