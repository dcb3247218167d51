import { useState } from 'react';
import { ALPHABET } from '../../lib/cms/presentation';
import { countOf } from '../../lib/domain/count';

export interface CountryView {
  name: string;
  isoCode: string;
  href: string;
  flag: { src: string; width: number; height: number };
}

/** Every overseas country, with an A-Z filter by first letter (letters without countries are disabled). */
export default function CountryList({ countries }: { countries: CountryView[] }) {
  const [letter, setLetter] = useState<string | null>(null);
  const available = new Set(countries.map((c) => c.name.charAt(0).toUpperCase()));
  const shown = letter ? countries.filter((c) => c.name.toUpperCase().startsWith(letter)) : countries;
  const pill = (active: boolean) =>
    `inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 font-semibold disabled:cursor-not-allowed disabled:text-ink-muted/60 ${active ? 'bg-plum text-white' : 'bg-cream text-plum hover:bg-soft-pink disabled:hover:bg-cream'}`;
  return (
    <div>
      <div role="group" aria-label="Filter countries by first letter" className="flex flex-wrap gap-1.5">
        <button type="button" aria-pressed={letter === null} className={pill(letter === null)} onClick={() => setLetter(null)}>
          All
        </button>
        {ALPHABET.map((l) => (
          <button key={l} type="button" aria-pressed={letter === l} disabled={!available.has(l)} className={pill(letter === l)} onClick={() => setLetter(l)}>
            {l}
          </button>
        ))}
      </div>
      <p aria-live="polite" className="mt-4 text-sm text-ink-muted">
        {letter ? `${countOf(shown.length, 'country', 'countries')} starting with ${letter}` : `All ${countries.length} countries`}
      </p>
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4" aria-label="Countries">
        {shown.map((c) => (
          <li key={c.isoCode}>
            <a href={c.href} className="flex items-center gap-3 rounded-lg border border-plum/10 bg-white px-4 py-3 text-ink no-underline hover:border-plum/40 hover:bg-cream">
              <img src={c.flag.src} alt="" width={c.flag.width} height={c.flag.height} loading="lazy" className="h-6 w-8 rounded-sm border border-ink/10 object-cover" />
              <span className="font-medium">{c.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
