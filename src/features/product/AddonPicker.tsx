import { useEffect, useState } from 'react';
import { fetchAddons } from './api/catalog';
import type { Addon, AddonCategory } from '../../lib/api/contracts/addons';
import type { CalendarDay } from '../../lib/domain/calendar-day';
import { deliveryQuery, type DeliveryChoice } from '../../lib/domain/delivery-choice';
import { useQuery } from '../../lib/api/useQuery';
import Picture from '../../components/Picture';
import AddonPickerSkeleton from './AddonPickerSkeleton';

interface Props {
  productKey: string;
  deliveryDate: CalendarDay;
  destination: DeliveryChoice;
  chosen: Addon[];
  onChange: (addons: Addon[]) => void;
}

/**
 * Optional extras that go with the florist's delivery (wine, chocolates,
 * balloons...). They are added to the new cart line in turn after the
 * product. Loaded on demand. A placeholder of the same height stands in
 * until the first answer, and nothing shows when no extra can go.
 */
export default function AddonPicker({ productKey, deliveryDate, destination, chosen, onChange }: Props) {
  const query = deliveryQuery(destination, deliveryDate);
  const key = JSON.stringify([productKey, query]);
  const { state } = useQuery(key, (signal) => fetchAddons(productKey, query, signal));
  // The last answer's extras stay on screen while the next one loads; a failure shows none; null until the first answer.
  const [categories, setCategories] = useState<AddonCategory[] | null>(null);
  const [seen, setSeen] = useState(state);
  if (state !== seen) {
    setSeen(state);
    if (state.status === 'ok' || state.status === 'error') setCategories(state.status === 'ok' ? state.data.categories : []);
  }
  useEffect(() => {
    if (state.status !== 'ok' && state.status !== 'error') return;
    const found = state.status === 'ok' ? state.data.categories : [];
    const offered = new Set(found.flatMap((c) => c.addons.map((a) => a.variantId)));
    if (chosen.some((a) => !offered.has(a.variantId))) onChange(chosen.filter((a) => offered.has(a.variantId)));
    // Runs once per answer; `chosen` is read to drop extras no longer offered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  if (!categories) return <AddonPickerSkeleton />;
  if (!categories.length) return null;
  const isChosen = (addon: Addon) => chosen.some((a) => a.variantId === addon.variantId);
  const toggle = (addon: Addon) => onChange(isChosen(addon) ? chosen.filter((a) => a.variantId !== addon.variantId) : [...chosen, addon]);
  return (
    <details className="rounded-lg border border-plum/15 px-4 py-2">
      <summary className="cursor-pointer py-1 font-semibold text-ink">
        Add a gift <span className="font-normal text-ink-muted">(optional{chosen.length ? `, ${chosen.length} chosen` : ''})</span>
      </summary>
      <div className="grid gap-4 py-3">
        {categories.map((category) => (
          <fieldset key={category.id}>
            <legend className="mb-1 text-sm font-semibold text-ink">{category.name}</legend>
            <div className="grid gap-1 sm:grid-cols-2">
              {category.addons.map((addon) => (
                <label key={addon.variantId} className="flex items-center gap-2 rounded px-1 py-1 text-sm text-ink hover:bg-cream">
                  <input type="checkbox" className="h-4 w-4 shrink-0 accent-plum" checked={isChosen(addon)} onChange={() => toggle(addon)} />
                  <Picture src={addon.imageUrl} alt="" width={36} height={36} layout="thumb" sizes="36px" className="h-9 w-9 shrink-0 rounded bg-cream" />
                  <span className="min-w-0 flex-1">{addon.name}</span>
                  <span className="font-semibold text-plum">{addon.price.formattedPrice}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </details>
  );
}
