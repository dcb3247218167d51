import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Tabs with the ARIA tabs pattern: one tab stop, arrow keys (and Home and
 * End) move between tabs and select them, the panel is labelled by its tab.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly { id: T; label: string }[];
  selected: T;
  onSelect: (id: T) => void;
  children: ReactNode;
}) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent) => {
    const at = tabs.findIndex((tab) => tab.id === selected);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length]!;
    onSelect(next.id);
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${base}-${next.id}`)}`)?.focus());
  };
  return (
    <>
      <div ref={list} role="tablist" aria-label={label} className="mb-4 flex gap-1 overflow-x-auto border-b border-plum/15">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`${base}-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab.id === selected}
            aria-controls={`${base}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={move}
            className={`-mb-px min-w-0 flex-1 border-b-2 px-2 py-2 text-center font-semibold sm:flex-none sm:shrink-0 sm:px-4 ${tab.id === selected ? 'border-plum text-plum' : 'border-transparent text-ink-muted hover:text-plum'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${selected}`}>
        {children}
      </div>
    </>
  );
}
