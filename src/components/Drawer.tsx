import { useId, useRef, type ReactNode } from 'react';
import { ModalHeader } from './ModalHeader';
import { ParentModal, useModalDialog } from './useModalDialog';

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
 * A side drawer: a native <dialog> shown as a modal, sliding in from the
 * right (full width on phones, 45% on medium screens, 40% on large) and out
 * again. Focus stays inside while it is open and the page behind is inert;
 * Escape, the close button and the backdrop close it.
 */
export function Drawer({ open, onClose, title, children, side = 'right', hideTitle = false }: DrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const layer = useModalDialog(dialog, open, onClose);
  const edge = side === 'right' ? 'drawer-right right-0 left-auto' : 'drawer-left right-auto left-0';
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className={`drawer ${edge} inset-y-0 m-0 h-full max-h-none w-full max-w-none border-0 bg-white p-0 text-ink shadow-xl backdrop:bg-ink/50 md:w-[45%] lg:w-[40%]`}
    >
      <div className="flex h-full flex-col">
        <ModalHeader titleId={titleId} title={title} onClose={onClose} className="px-4" titleClassName={hideTitle ? 'sr-only' : 'font-display text-xl text-plum'} />
        <div className="flex-1 overflow-y-auto">{open ? <ParentModal value={layer}>{children}</ParentModal> : null}</div>
      </div>
    </dialog>
  );
}

export default Drawer;
