import { useId, useRef, type ReactNode } from 'react';
import { ModalHeader } from './ModalHeader';
import { ParentModal, useModalDialog } from './useModalDialog';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
  /** alertdialog for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/**
 * A centred modal dialog (a sheet along the bottom edge on phones): a native
 * <dialog> shown as a modal, so focus stays inside and the page behind is
 * inert; Escape and the backdrop close it. Its contents exist only while it
 * is open.
 */
export function Dialog({ open, onClose, title, children, footer, role = 'dialog', size = 'md' }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const layer = useModalDialog(dialog, open, onClose);
  return (
    <dialog
      ref={dialog}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      className={`mx-auto mt-auto mb-0 max-h-[90vh] w-full ${widths[size]} overflow-hidden rounded-t-2xl border-0 bg-white p-0 text-ink shadow-xl backdrop:bg-ink/50 sm:my-auto sm:rounded-2xl`}
    >
      {open && (
        <div className="flex max-h-[90vh] flex-col">
          <ModalHeader titleId={titleId} title={title} onClose={onClose} className="gap-4 px-5" titleClassName={'font-display text-xl text-plum'} />
          <div className="overflow-y-auto px-5 py-4">
            <ParentModal value={layer}>{children}</ParentModal>
          </div>
          {footer && <div className="flex flex-wrap justify-end gap-3 border-t border-plum/10 px-5 py-3">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}

export default Dialog;
