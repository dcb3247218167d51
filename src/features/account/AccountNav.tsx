import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_PAGES, ACCOUNT_TABS, type AccountPageId } from '../../lib/domain/account';
import type { SignedInRole } from '../../lib/domain/roles';
import { signOut } from '../auth/session';

/** The tabs of the signed-in role, the current one marked, and Sign out. */
export default function AccountNav({ role, page }: { role: SignedInRole; page: AccountPageId }) {
  const [leaving, setLeaving] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const current = ACCOUNT_PAGES[page].tab ?? page;
  // On narrow screens the tabs scroll sideways: bring the current one into view.
  useEffect(() => {
    const ul = list.current;
    const active = ul?.querySelector<HTMLElement>('[aria-current="page"]');
    if (ul && active && ul.scrollWidth > ul.clientWidth) ul.scrollLeft = active.offsetLeft - ul.offsetLeft - 16;
  }, [page]);
  const link = (id: AccountPageId, label: string) => (
    <a
      href={ACCOUNT_PAGES[id].path}
      aria-current={id === current ? 'page' : undefined}
      className={`block whitespace-nowrap rounded-lg px-4 py-2.5 no-underline ${id === current ? 'bg-plum font-semibold text-white' : 'text-ink hover:bg-soft-pink'}`}
    >
      {label}
    </a>
  );
  return (
    <nav aria-label="My account" className="md:w-60 md:shrink-0">
      <ul ref={list} className="flex gap-1 overflow-x-auto pb-2 md:flex-col md:overflow-visible md:pb-0">
        <li>{link('home', 'Account home')}</li>
        {ACCOUNT_TABS[role].map((tab) => (
          <li key={tab.page}>{link(tab.page, tab.label)}</li>
        ))}
        <li>
          <button
            type="button"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void signOut();
            }}
            className="block w-full whitespace-nowrap rounded-lg px-4 py-2.5 text-left text-plum hover:bg-soft-pink disabled:opacity-60"
          >
            {leaving ? 'Signing out…' : 'Sign out'}
          </button>
        </li>
      </ul>
    </nav>
  );
}
