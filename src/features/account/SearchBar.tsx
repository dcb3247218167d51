import { useState, type FormEvent, type ReactNode } from 'react';

/** A search box for an account list; the search runs on submit. */
export function SearchBar({ label, onSearch, children }: { label: string; onSearch: (text: string) => void; children?: ReactNode }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-3">
      <label className="grid min-w-56 flex-1 gap-1 text-sm font-semibold text-ink">
        {label}
        <input type="search" value={text} onChange={(e) => setText(e.target.value)} maxLength={100} className="rounded-lg border border-ink/25 px-3 py-2.5 text-base font-normal" />
      </label>
      {children}
      <button type="submit" className="rounded-full bg-plum px-5 py-2.5 font-semibold text-white hover:bg-plum-dark">
        Search
      </button>
    </form>
  );
}
