import { useState } from 'react';
import { Accordion } from './Accordion';
import { Dialog } from './Dialog';
import { FilterOption } from './FilterOption';

/** One facet of a listing as the filter dialog shows it. */
export interface FilterSection {
  name: string;
  label: string;
  /** false: one value at most, as radio buttons (the price band). */
  multiSelect: boolean;
  /** `count` is shown after the label when known. */
  items: { key: string; label: string; count?: number }[];
}

type Filters = Partial<Record<string, string[]>>;

interface Props {
  open: boolean;
  sections: FilterSection[];
  applied: Filters;
  onApply: (filters: Record<string, string[]>) => void;
  onClose: () => void;
  /** Which sections start open (default: all). */
  startsOpen?: (section: FilterSection, index: number, chosen: number) => boolean;
}

/**
 * The listings' filter dialog: a modal dialog labelled "Filter" (focus moves
 * in and is trapped, Escape closes, focus returns to the opener), one
 * collapsible section per facet. Ticks are a working selection until View
 * applies them; Clear All empties it.
 */
export function FilterDialog({ open, sections, applied, onApply, onClose, startsOpen = () => true }: Props) {
  const [working, setWorking] = useState<Filters>(applied);
  // Each opening starts from the applied filters.
  const [seen, setSeen] = useState({ open, applied });
  if (seen.open !== open || seen.applied !== applied) {
    setSeen({ open, applied });
    if (open) setWorking(applied);
  }

  const toggle = (section: FilterSection, key: string) =>
    setWorking((w) => {
      const current = w[section.name] ?? [];
      const next = current.includes(key) ? current.filter((k) => k !== key) : section.multiSelect ? [...current, key] : [key];
      return { ...w, [section.name]: next };
    });
  const apply = () => onApply(Object.fromEntries(Object.entries(working).filter((entry): entry is [string, string[]] => Boolean(entry[1]?.length))));

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Filter"
      footer={
        <>
          <button type="button" onClick={() => setWorking({})} className="rounded-full border border-plum px-5 py-2.5 font-semibold text-plum hover:bg-soft-pink">
            Clear All
          </button>
          <button type="button" onClick={apply} className="rounded-full bg-plum px-6 py-2.5 font-semibold text-white hover:bg-plum-dark">
            View
          </button>
        </>
      }
    >
      {sections.map((section, index) => {
        const chosen = working[section.name] ?? [];
        return (
          <Accordion key={section.name} title={section.label} defaultOpen={startsOpen(section, index, chosen.length)}>
            <fieldset aria-label={section.label} className="grid gap-1 sm:grid-cols-2">
              {section.items.map((item) => (
                <FilterOption key={item.key} section={section} item={item} checked={chosen.includes(item.key)} onToggle={() => toggle(section, item.key)} />
              ))}
            </fieldset>
          </Accordion>
        );
      })}
    </Dialog>
  );
}

export default FilterDialog;
