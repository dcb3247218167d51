/** Why loading failed, announced at once, with a way to try again. */
export function RetryAlert({ message, onRetry, className = 'rounded-md bg-soft-pink px-4 py-3 text-ink' }: { message: string; onRetry?: () => void; className?: string }) {
  return (
    <div role="alert" className={className}>
      {message}{' '}
      {onRetry && (
        <button type="button" className="ml-2 font-semibold text-plum underline" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
