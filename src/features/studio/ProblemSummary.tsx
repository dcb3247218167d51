import { useEffect, useRef } from 'react';
import { inputId } from './studio-values';
import { countOf } from '../../lib/domain/count';

/** The fields a save or publish was refused for, each a link to its input; focused when it appears. */
export function ProblemSummary({ problems }: { problems: Record<string, string> }) {
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(problems);
  useEffect(() => {
    if (entries.length) ref.current?.focus();
  }, [entries.length]);
  if (!entries.length) return null;
  return (
    <div ref={ref} tabIndex={-1} aria-labelledby="studio-problems-heading" className="rounded-lg border border-alert-red bg-alert-red/5 p-4">
      <h3 id="studio-problems-heading" className="font-semibold text-alert-red">
        {entries.length === 1 ? 'One field needs attention' : `${countOf(entries.length, 'field')} need attention`}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {entries.map(([field, message]) => (
          <li key={field}>
            <a
              href={`#${inputId(field)}`}
              className="text-alert-red underline"
              onClick={(event) => {
                const target = document.getElementById(inputId(field));
                if (!target) return;
                event.preventDefault();
                target.scrollIntoView({ block: 'center' });
                target.focus();
              }}
            >
              <span className="font-mono">{field}</span>: {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
