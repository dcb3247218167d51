import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ModalHeader } from './ModalHeader';
import { useFocusTrap } from './useFocusTrap';

export interface SidePanelProps {
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons along the bottom edge (Cancel, Save...). */
  footer?: ReactNode;
}

/**
 * A panel that slides over an open drawer, at the drawer's width (the whole
 * screen on phones): the cart's add-ons, card message, custom product and
 * note panels. It is a modal dialog of its own, nested in the drawer's: Tab
 * and Escape stay with it, and closing gives focus back to what opened it.
 * Rendered only while open, on the page's body.
 */
export function SidePanel({ onClose, title, children, footer }: SidePanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panel, true, onClose);
  // On the page's body: a drawer's slide transform would otherwise confine a fixed panel to the drawer.
  return createPortal(
    <div className="fixed inset-0 z-[60]">
      <div role="presentation" className="absolute inset-0 bg-ink/30" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="absolute top-0 right-0 flex h-full w-full flex-col bg-white shadow-2xl motion-safe:animate-[slide-in_200ms_ease-out] md:w-[45%] lg:w-[40%]"
      >
        <ModalHeader titleId={titleId} title={title} onClose={onClose} className="px-4" titleClassName="font-display text-xl text-plum" />
        <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
        {footer && <div className="flex flex-wrap justify-end gap-3 border-t border-plum/10 px-4 py-3">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

export default SidePanel;
