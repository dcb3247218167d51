import { useId, useRef, type ReactNode } from 'react';
import { useFocusTrap } from './useFocusTrap';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** The edge it slides in from; the right by default. */
  side?: 'right' | 'left';
  /** Hides the title visually (it still names the dialog). */
  hideTitle?: boolean;
}

/**
 * A side drawer: a modal dialog sliding in from the right (full width on
 * phones, 45% on medium screens, 40% on large). Focus stays inside while it
 * is open; Escape, the close button and the backdrop close it.
 */
export function Drawer({ open, onClose, title, children, side = 'right', hideTitle = false }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panel, open, onClose);
  const edge = side === 'right' ? 'right-0' : 'left-0';
  const hidden = side === 'right' ? 'translate-x-full' : '-translate-x-full';
  return (
    <div className={`fixed inset-0 z-50 transition-[visibility] duration-300 ${open ? 'visible' : 'pointer-events-none invisible'}`}>
      <div role="presentation" className={`absolute inset-0 bg-ink/50 transition-opacity ${open ? 'opacity-100' : 'opacity-0'}`} onClick={onClose} data-testid="drawer-backdrop" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`absolute top-0 ${edge} flex h-full w-full flex-col bg-white shadow-xl transition-transform duration-300 motion-reduce:transition-none md:w-[45%] lg:w-[40%] ${open ? 'translate-x-0' : hidden}`}
      >
        <div className="flex items-center justify-between border-b border-plum/10 px-4 py-3">
          <h2 id={titleId} className={hideTitle ? 'sr-only' : 'font-display text-xl text-plum'}>
            {title}
          </h2>
          <button type="button" onClick={onClose} aria-label="Close" className="ml-auto inline-flex h-11 w-11 items-center justify-center rounded-full text-plum hover:bg-soft-pink">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
              <path d="m6 6 12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto">{open ? children : null}</div>
      </div>
    </div>
  );
}

export default Drawer;
