import type { VariantsResponse } from '../../lib/api/contracts/variants';
import { peakSurchargeTitle } from '../../lib/domain/peak-day-words';

/** The delivery fee information of the chosen delivery (fees are known once a location is chosen). */
export default function DeliveryFees({ data }: { data: VariantsResponse | null }) {
  if (!data?.deliveryFee) {
    return <p className="text-sm text-ink-muted">The delivery fee shows once you choose where and when to deliver.</p>;
  }
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm text-ink" aria-label="Delivery fees">
      <dt>Delivery fee</dt>
      <dd className="text-right font-semibold">{data.deliveryFee.formattedPrice}</dd>
      {data.extraDeliveryFee && data.extraDeliveryFee.centAmount > 0 && (
        <>
          <dt>Extra delivery fee (remote area or public holiday)</dt>
          <dd className="text-right font-semibold">{data.extraDeliveryFee.formattedPrice}</dd>
        </>
      )}
      {data.peakDay && (
        <>
          <dt>{peakSurchargeTitle(data.peakDay.name)}</dt>
          <dd className="text-right font-semibold">{data.peakDay.surcharge.formattedPrice}</dd>
        </>
      )}
      {data.serviceFee && data.serviceFee.centAmount > 0 && (
        <>
          <dt>Service fee</dt>
          <dd className="text-right font-semibold">{data.serviceFee.formattedPrice}</dd>
        </>
      )}
    </dl>
  );
}
