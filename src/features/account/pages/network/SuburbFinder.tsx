import { useEffect, useState } from 'react';
import { TextField } from '../../../../components/FormField';
import type { Suburb } from '../../../../lib/api/contracts/delivery';
import { findSuburbs } from '../../api/network';

const MIN_CHARS = 3;

/**
 * Finds suburbs by name or postcode from the shop's suburb list (3
 * characters or more) and offers each as a button: `action` says what
 * choosing it does ("Choose", "Add").
 */
export function SuburbFinder({ label, action, onChoose, error, hint }: { label: string; action: string; onChoose: (suburb: Suburb) => void; error?: string; hint?: string }) {
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<{ keyword: string; found: Suburb[]; status: string }>({ keyword: '', found: [], status: '' });
  const keyword = text.trim();
  const short = keyword.length < MIN_CHARS;
  useEffect(() => {
    if (short) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void findSuburbs(keyword, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        if (!result.ok) return setAnswer({ keyword, found: [], status: result.error.message });
        const found = result.data.suburbs.slice(0, 8);
        setAnswer({ keyword, found, status: found.length ? `${found.length} suburbs found` : 'No suburb matches' });
      });
    }, 300);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [keyword, short]);
  const found = short || answer.keyword !== keyword ? [] : answer.found;
  const status = short ? '' : answer.status;
  return (
    <div>
      <TextField label={label} type="search" value={text} error={error} hint={hint ?? 'Type 3 or more letters of its name, or its postcode.'} onChange={(e) => setText(e.target.value)} />
      <p role="status" className="sr-only">
        {status}
      </p>
      {found.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={`Suburbs matching ${text}`}>
          {found.map((suburb) => (
            <li key={suburb.suburbId}>
              <button
                type="button"
                className="rounded-full border border-plum/40 px-3 py-1.5 text-sm text-plum hover:bg-soft-pink"
                onClick={() => {
                  onChoose(suburb);
                  setText('');
                }}
              >
                {action} {suburb.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
