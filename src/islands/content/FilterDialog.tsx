import { useEffect, useState } from 'react';
import { Accordion } from '../../components/Accordion';
import { Dialog } from '../../components/Dialog';
import { Checkbox } from '../../components/FormField';
import type { Facet } from '../../lib/api/contracts/content-listing';

interface Props {
  open: boolean;
  facets: Facet[];
  applied: Record<string, string[]>;
  onApply: (filters: Record<string, string[]>) => void;
  onClose: () => void;
}

/**
 * The listing's filter dialog: one accordion section per facet. Ticks are a
 * working selection until View applies them; Clear All clears it.
 */
export function FilterDialog({ open, facets, applied, onApply, onClose }: Props) {
  const [working, setWorking] = useState(applied);
  useEffect(() => {
    if (open) setWorking(applied);
  }, [open, applied]);

  const toggle = (facet: string, key: string, on: boolean) =>
    setWorking((w) => {
      const current = w[facet] ?? [];
      const next = on ? [...current, key] : current.filter((k) => k !== key);
      return { ...w, [facet]: next };
    });
  const chosen = Object.values(working).reduce((n, keys) => n + keys.length, 0);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Filter"
      footer={
        <>
          <button type="button" onClick={() => setWorking({})} disabled={chosen === 0} className="rounded-full border border-plum px-5 py-2.5 font-semibold text-plum hover:bg-soft-pink disabled:opacity-50">
            Clear All
          </button>
          <button type="button" onClick={() => onApply(Object.fromEntries(Object.entries(working).filter(([, keys]) => keys.length)))} className="rounded-full bg-plum px-5 py-2.5 font-semibold text-white hover:bg-plum-dark">
            View
          </button>
        </>
      }
    >
      {facets.map((facet) => (
        <Accordion key={facet.name} title={facet.label} defaultOpen>
          <fieldset>
            <legend className="sr-only">{facet.label}</legend>
            {facet.items.map((item) => (
              <Checkbox key={item.key} label={item.label} name={facet.name} checked={(working[facet.name] ?? []).includes(item.key)} onChange={(on) => toggle(facet.name, item.key, on)} />
            ))}
          </fieldset>
        </Accordion>
      ))}
    </Dialog>
  );
}
