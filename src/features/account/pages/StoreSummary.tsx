import type { StoreDetails } from '../../../lib/api/contracts/stores';
import { formatPhone } from '../../../lib/domain/phone';

/** A member store at a glance: where it is, how far it delivers and for what fee. */
export default function StoreSummary({ store }: { store: StoreDetails }) {
  const rows: [string, string][] = [
    ['Store', `${store.name} (${store.storeKey})`],
    ['Location', `${store.suburb}, ${store.state}, ${store.postcode}`],
    ['Phone', formatPhone(store.phone)],
    ['Email', store.email],
    ['Delivery', `${store.deliveryFee.formattedPrice} within ${store.radiusKm} km (${store.suburbsServed} suburbs)`],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-xl bg-cream p-5 sm:grid-cols-[10rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-ink">{term}</dt>
          <dd className="text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
