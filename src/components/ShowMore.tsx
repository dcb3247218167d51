/** The button under a listing that loads its next page; says so while it loads. */
export function ShowMore({ loading, onClick, className = 'mt-6' }: { loading: boolean; onClick: () => void; className?: string }) {
  return (
    <div className={`${className} text-center`}>
      <button type="button" onClick={onClick} disabled={loading} className="rounded-full border border-plum px-6 py-3 font-semibold text-plum hover:bg-soft-pink disabled:opacity-60">
        {loading ? 'Loading…' : 'Show more'}
      </button>
    </div>
  );
}
