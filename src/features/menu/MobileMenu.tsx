import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { Drawer } from '../../components/Drawer';
import { Icon } from '../../components/Icon';
import { deriveRole, showsWishlist } from '../../lib/domain/roles';
import { $session } from '../auth/stores/session';
import { $openPanel, closePanel, openPanel } from '../../stores/ui';
import { newTabIf } from '../../lib/cms/links';
import type { MenuGroup } from './types';
import Picture from '../../components/Picture';

const linkClass = 'flex min-h-12 flex-1 items-center px-4 py-3 text-ink no-underline hover:bg-soft-pink';

/**
 * The mobile slide menu: main items, one sub-menu open at a time with a
 * Back button. Opening it closes any other side panel.
 */
export default function MobileMenu({ groups }: { groups: MenuGroup[] }) {
  const panel = useStore($openPanel);
  const session = useStore($session);
  const open = panel === 'menu';
  const [active, setActive] = useState<number | null>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<number | null>(null);

  // A closed menu opens again at its top level.
  if (!open && active !== null) setActive(null);
  useEffect(() => {
    if (active !== null) backButton.current?.focus();
    else if (returnTo.current !== null) document.getElementById(`menu-open-${returnTo.current}`)?.focus();
  }, [active]);

  const group = active === null ? null : groups[active];
  const showWishlist = showsWishlist(deriveRole(session?.roles));

  return (
    <>
      <button
        type="button"
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => openPanel('menu')}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-plum hover:bg-soft-pink"
      >
        <Icon name="menu" />
      </button>
      <Drawer open={open} onClose={closePanel} title="Menu" side="left">
        {group ? (
          <nav aria-label={`${group.main.text} menu`}>
            <button ref={backButton} type="button" onClick={() => setActive(null)} className="flex min-h-12 w-full items-center gap-2 px-4 py-3 font-semibold text-plum hover:bg-soft-pink">
              <Icon name="back" className="h-5 w-5" />
              Back
            </button>
            <ul className="border-t border-plum/10">
              <li>
                <a href={group.main.href} className={`${linkClass} font-semibold`}>
                  All {group.main.text.toLowerCase()}
                </a>
              </li>
              {group.items.map((item) => (
                <li key={item.href + item.text}>
                  <a href={item.href} className={linkClass} {...newTabIf(item.external)}>
                    {item.text}
                  </a>
                </li>
              ))}
            </ul>
            {group.featured && (
              <a href={group.featured.href} className="m-4 flex items-center gap-3 rounded-lg bg-cream p-3 text-ink no-underline">
                {group.featured.image && <Picture src={group.featured.image} alt="" width={64} height={64} layout="thumb" sizes="64px" className="h-16 w-16 rounded" />}
                <span>
                  <span className="block text-xs uppercase tracking-wide text-ink-muted">Featured</span>
                  <span className="font-semibold">{group.featured.name}</span>
                </span>
              </a>
            )}
          </nav>
        ) : (
          <nav aria-label="Mobile">
            <ul>
              {groups.map((g, index) => (
                <li key={g.main.href + g.main.text} className="flex border-b border-plum/10">
                  <a href={g.main.href} className={`${linkClass} font-medium`}>
                    {g.main.text}
                  </a>
                  {g.items.length > 0 && (
                    <button
                      id={`menu-open-${index}`}
                      type="button"
                      aria-label={`Show ${g.main.text} menu`}
                      onClick={() => {
                        returnTo.current = index;
                        setActive(index);
                      }}
                      className="inline-flex w-14 items-center justify-center text-plum hover:bg-soft-pink"
                    >
                      <Icon name="chevron" className="h-5 w-5" />
                    </button>
                  )}
                </li>
              ))}
            </ul>
            <ul className="mt-4 px-2">
              <li>
                <a href="/myaccount" className={linkClass}>
                  My account
                </a>
              </li>
              {showWishlist && (
                <li>
                  <a href="/myaccount/myfavourites/" className={linkClass}>
                    Wishlist
                  </a>
                </li>
              )}
            </ul>
          </nav>
        )}
      </Drawer>
    </>
  );
}
