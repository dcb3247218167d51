import { useEffect, useState } from 'react';
import { TextField } from '../../../components/FormField';
import type { CatalogueRow } from '../../../lib/api/contracts/catalogue';
import { LISTING_MANUAL_MAX } from '../../../lib/api/contracts/catalogue-listings';
import { listCatalogue } from '../api/catalogue';
import { secondaryButton } from '../ui';

export interface PickedProduct {
  key: string;
  name: string;
  onSale: boolean;
}

const smallButton = 'rounded-full border border-plum px-3 py-1.5 text-sm font-semibold text-plum hover:bg-soft-pink disabled:opacity-40';

/** Products found by name, key or SKU, a moment after typing stops. */
function useFound(text: string): CatalogueRow[] | null {
  const [found, setFound] = useState<{ text: string; rows: CatalogueRow[] } | null>(null);
  useEffect(() => {
    if (text.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void listCatalogue({ text, limit: 8, offset: 0 }, controller.signal).then((result) => result.ok && setFound({ text, rows: result.data.results }));
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  return found?.text === text ? found.rows : null;
}

/** Products chosen by hand: found by name and added, moved up or down, removed. The list's order is the page's order. */
export function ListingProductPicker({ picked, onChange }: { picked: PickedProduct[]; onChange: (picked: PickedProduct[]) => void }) {
  const [text, setText] = useState('');
  const found = useFound(text.trim());
  const chosen = new Set(picked.map((p) => p.key));
  const move = (index: number, by: number) => {
    const next = [...picked];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
  };
  return (
    <div className="grid gap-4">
      {picked.length ? (
        <ol className="grid gap-2" aria-label="Products on the page, in order">
          {picked.map((product, index) => (
            <li key={product.key} className="flex flex-wrap items-center gap-2 rounded-lg border border-ink/15 bg-white p-2">
              <span className="min-w-0 flex-1">
                <span className="font-semibold">
                  {index + 1}. {product.name}
                </span>
                {!product.onSale && <span className="ml-2 text-sm text-ink-muted">(not on sale: hidden until it is)</span>}
              </span>
              <button type="button" className={smallButton} disabled={index === 0} aria-label={`Move ${product.name} up`} onClick={() => move(index, -1)}>
                Up
              </button>
              <button type="button" className={smallButton} disabled={index === picked.length - 1} aria-label={`Move ${product.name} down`} onClick={() => move(index, 1)}>
                Down
              </button>
              <button type="button" className={smallButton} aria-label={`Remove ${product.name}`} onClick={() => onChange(picked.filter((p) => p.key !== product.key))}>
                Remove
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-ink-muted">No products yet: find them below and add them.</p>
      )}
      <TextField label="Find a product to add" type="search" value={text} hint="Its name, key or SKU." onChange={(event) => setText(event.target.value)} />
      {found && (
        <ul className="grid gap-2" aria-label="Products found">
          {found.length ? (
            found.map((row) => (
              <li key={row.key} className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 flex-1">{row.name}</span>
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={chosen.has(row.key) || picked.length >= LISTING_MANUAL_MAX}
                  aria-label={chosen.has(row.key) ? `${row.name} is added` : `Add ${row.name}`}
                  onClick={() => onChange([...picked, { key: row.key, name: row.name, onSale: row.state === 'onSale' }])}
                >
                  {chosen.has(row.key) ? 'Added' : 'Add'}
                </button>
              </li>
            ))
          ) : (
            <li className="text-sm text-ink-muted">No product has that name, key or SKU.</li>
          )}
        </ul>
      )}
    </div>
  );
}
