import { useId, useRef, type ReactNode } from 'react';
import { ModalHeader } from './ModalHeader';
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
        <ModalHeader titleId={titleId} title={title} onClose={onClose} className="px-4" titleClassName={hideTitle ? 'sr-only' : 'font-display text-xl text-plum'} />
        <div className="flex-1 overflow-y-auto">{open ? children : null}</div>
      </div>
    </div>
  );
}

export default Drawer;
