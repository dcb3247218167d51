import { RetryAlert } from '../../components/RetryAlert';
import type { ReactNode } from 'react';
import type { Loaded as LoadState } from './useLoad';

export const primaryButton = 'rounded-full bg-plum px-6 py-3 font-semibold text-white no-underline hover:bg-plum-dark disabled:opacity-60';
export const secondaryButton = 'rounded-full border border-plum px-5 py-2.5 font-semibold text-plum no-underline hover:bg-soft-pink disabled:opacity-60';

/** A panel of the account area (the page's h1 is in the pre-rendered shell): an intro line, actions and the content. */
export function Panel({ intro, actions, children }: { intro?: ReactNode; actions?: ReactNode; children?: ReactNode }) {
  return (
    <div className="min-w-0">
      {(intro || actions) && (
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          {intro && <p className="text-ink-muted">{intro}</p>}
          {actions}
        </div>
      )}
      {children}
    </div>
  );
}

/** Grey bars while a list or form loads. */
export function Loading({ label = 'Loading…', rows = 3 }: { label?: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} aria-hidden="true" className="h-14 animate-pulse rounded-lg bg-cream" />
      ))}
    </div>
  );
}

export function Failure({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return <RetryAlert message={message} onRetry={onRetry} className="rounded-lg bg-soft-pink px-4 py-3 text-alert-red" />;
}

export function Saved({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-lg bg-sage-light px-4 py-3 text-ink">
      {children}
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-cream px-4 py-6 text-center text-ink-muted">{children}</p>;
}

/** A table that scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrolling region must be reachable by keyboard to be scrolled (WCAG 2.1.1); it has no other interaction.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto focus:outline-2 focus:outline-plum">
      {children}
    </div>
  );
}

/** What a panel shows while its data loads or after it failed; the data once it is there. */
export function Loaded<T>({ state, reload, rows, label, children }: { state: LoadState<T>; reload: () => void; rows?: number; label?: string; children: (data: T) => ReactNode }) {
  if (state.status === 'loading') return <Loading rows={rows} label={label} />;
  if (state.status === 'error') return <Failure message={state.message} onRetry={reload} />;
  return <>{children(state.data)}</>;
}

/** The end of an account form: why saving failed or that it worked, and the save button. */
export function SaveFooter({ failure, saved, sending, label }: { failure: string | null; saved: ReactNode | false; sending: boolean; label: string }) {
  return (
    <>
      {failure && <Failure message={failure} />}
      {saved && <Saved>{saved}</Saved>}
      <div>
        <button type="submit" disabled={sending} className={primaryButton}>
          {sending ? 'Saving…' : label}
        </button>
      </div>
    </>
  );
}
