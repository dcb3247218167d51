/** The network's numbers in the shop's words. */

export const percentWords = (rate: number | null) => (rate == null ? '—' : `${Math.round(rate * 100)}%`);

/** A mean answer time: "45 s", "12 min", "2 h 5 min"; "—" when none was answered. */
export function durationWords(seconds: number | null): string {
  if (seconds == null) return '—';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** Whether a store takes offers, as a badge. */
export function TakingOffersBadge({ takingOffers }: { takingOffers: boolean }) {
  return takingOffers ? (
    <span className="inline-block rounded-full bg-sage-light px-3 py-1 text-sm font-semibold text-ink">Taking offers</span>
  ) : (
    <span className="inline-block rounded-full bg-soft-pink px-3 py-1 text-sm font-semibold text-alert-red">Paused</span>
  );
}
