import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ModalHeader } from './ModalHeader';
import { ParentModal, useModalDialog } from './useModalDialog';

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
 * note panels. It is a modal <dialog> of its own, shown over the drawer's:
 * Tab and Escape stay with it, and closing gives focus back to what opened
 * it. Rendered only while open, on the page's body.
 */
export function SidePanel({ onClose, title, children, footer }: SidePanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const layer = useModalDialog(dialog, true, onClose);
  // On the page's body, beside the drawer's dialog rather than in it.
  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className="inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-none border-0 bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/30 motion-safe:animate-[slide-in_200ms_ease-out] md:w-[45%] lg:w-[40%]"
    >
      <div className="flex h-full flex-col">
        <ModalHeader titleId={titleId} title={title} onClose={onClose} className="px-4" titleClassName="font-display text-xl text-plum" />
        <div className="flex-1 overflow-y-auto px-4 py-4">
          <ParentModal value={layer}>{children}</ParentModal>
        </div>
        {footer && <div className="flex flex-wrap justify-end gap-3 border-t border-plum/10 px-4 py-3">{footer}</div>}
      </div>
    </dialog>,
    document.body,
  );
}

export default SidePanel;
