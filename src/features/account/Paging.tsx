/** Previous / next through a list of `total` rows, `limit` at a time. */
export function Paging({ offset, limit, total, onOffset, label }: { offset: number; limit: number; total: number; onOffset: (offset: number) => void; label: string }) {
  if (total <= limit) return null;
  const first = offset + 1;
  const last = Math.min(offset + limit, total);
  return (
    <nav aria-label={`${label} pages`} className="mt-4 flex items-center justify-between gap-3">
      <button type="button" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - limit))} className="rounded-full border border-plum/40 px-4 py-2 text-plum disabled:opacity-40">
        Previous
      </button>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {first}–{last} of {total}
      </p>
      <button type="button" disabled={last >= total} onClick={() => onOffset(offset + limit)} className="rounded-full border border-plum/40 px-4 py-2 text-plum disabled:opacity-40">
        Next
      </button>
    </nav>
  );
}
