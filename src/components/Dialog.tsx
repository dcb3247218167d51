import { useId, useRef, type ReactNode } from 'react';
import { ModalHeader } from './ModalHeader';
import { useFocusTrap } from './useFocusTrap';

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

/** A centred modal dialog: focus trapped inside, Escape and the backdrop close it. */
export function Dialog({ open, onClose, title, children, footer, role = 'dialog', size = 'md' }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panel, open, onClose);
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div role="presentation" className="absolute inset-0 bg-ink/50" onClick={onClose} />
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative flex max-h-[90vh] w-full ${widths[size]} flex-col rounded-t-2xl bg-white shadow-xl sm:rounded-2xl`}
      >
        <ModalHeader titleId={titleId} title={title} onClose={onClose} className="gap-4 px-5" titleClassName={'font-display text-xl text-plum'} />
        <div className="overflow-y-auto px-5 py-4">{children}</div>
        {footer && <div className="flex flex-wrap justify-end gap-3 border-t border-plum/10 px-5 py-3">{footer}</div>}
      </div>
    </div>
  );
}

export default Dialog;
