/** The title bar of a modal panel (dialog or drawer): its heading, which names the panel, and the Close button. */
export function ModalHeader({ titleId, title, onClose, className, titleClassName }: { titleId: string; title: string; onClose: () => void; className: string; titleClassName: string }) {
  return (
    <div className={`flex items-center justify-between border-b border-plum/10 py-3 ${className}`}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      <button type="button" onClick={onClose} aria-label="Close" className="ml-auto inline-flex h-11 w-11 items-center justify-center rounded-full text-plum hover:bg-soft-pink">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
          <path d="m6 6 12 12M18 6 6 18" />
        </svg>
      </button>
    </div>
  );
}
