import { useEffect, useRef, type ReactNode } from 'react';

export const STEP_ORDER = ['sender', 'recipient', 'payment'] as const;
export type StepName = (typeof STEP_ORDER)[number];

/**
 * One step of checkout: open while it is the current one; done steps show
 * what was entered with an Edit button; later steps show only their title.
 * The heading of a step that opens takes focus, so keyboard and
 * screen-reader users land on it.
 */
export function CheckoutStep({
  number,
  name,
  title,
  current,
  summary,
  onEdit,
  children,
}: {
  number: number;
  name: StepName;
  title: string;
  current: StepName;
  summary: string | null;
  onEdit: (step: StepName) => void;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const open = current === name;
  const done = STEP_ORDER.indexOf(name) < STEP_ORDER.indexOf(current);
  const opened = useRef(open);
  useEffect(() => {
    if (open && !opened.current) heading.current?.focus();
    opened.current = open;
  }, [open]);
  return (
    <li className={`rounded-2xl border bg-white p-4 md:p-6 ${open ? 'border-plum/40' : 'border-plum/10'}`} aria-current={open ? 'step' : undefined}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 ref={heading} tabIndex={-1} className={`font-display text-xl md:text-2xl ${open ? 'text-plum' : 'text-ink'} focus:outline-none`}>
          <span className="mr-2 inline-flex h-7 w-7 items-center justify-center rounded-full bg-plum text-base text-white" aria-hidden="true">
            {done ? '✓' : number}
          </span>
          {title}
        </h2>
        {done && (
          <button type="button" onClick={() => onEdit(name)} className="text-sm font-semibold text-plum underline" aria-label={`Edit ${title.toLowerCase()}`}>
            Edit
          </button>
        )}
      </div>
      {done && summary && <p className="mt-2 text-sm text-ink-muted">{summary}</p>}
      {open && <div className="mt-4">{children}</div>}
    </li>
  );
}
