import { useId, type FormEvent } from 'react';
import { SEARCH_PATH } from './search-url';

interface Props {
  text: string;
  searchByCode: boolean;
  onText: (text: string) => void;
  onSearchByCode: (checked: boolean) => void;
  onSubmit: () => void;
  focusFirst?: boolean;
  /** Why the search could not be made (a query the shop refused), shown under the box. */
  problem?: string | null;
}

/**
 * The search box and its "Search by product code" checkbox. A plain GET form
 * to the search route (text, searchByCode=true), so it works before hydration.
 */
export default function SearchForm({ text, searchByCode, onText, onSearchByCode, onSubmit, focusFirst, problem }: Props) {
  const id = useId();
  return (
    <form
      role="search"
      action={SEARCH_PATH}
      method="get"
      className="grid gap-2"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={`${id}-text`} className="sr-only">
        Search flowers and gifts
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-text`}
          name="text"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={searchByCode ? 'Enter a product code, e.g. WB1001' : 'Search flowers, gifts and occasions'}
          className="min-w-0 flex-1 rounded-full border border-ink/30 bg-white px-4 py-2.5 text-ink outline-none focus:border-plum"
          value={text}
          data-autofocus={focusFirst || undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => onText(event.target.value)}
        />
        <button type="submit" className="rounded-full bg-plum px-5 py-2.5 font-semibold text-white hover:bg-plum-dark">
          Search
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="text-sm text-alert-red">
          {problem}
        </p>
      )}
      <label className="inline-flex w-fit items-center gap-2 text-sm text-ink">
        <input type="checkbox" name="searchByCode" value="true" className="h-4 w-4 accent-plum" checked={searchByCode} onChange={(event) => onSearchByCode(event.target.checked)} />
        Search by product code
      </label>
    </form>
  );
}
