/** A cart line's card message as the drawer shows it (the text, "No card message", or what is missing) and the button that edits it. */
export default function CardMessageSummary({
  name,
  cardMessage,
  noCardMessage,
  needsCardMessage,
  onEdit,
}: {
  name: string;
  cardMessage: string | null;
  noCardMessage: boolean;
  needsCardMessage: boolean;
  onEdit: () => void;
}) {
  const hasMessage = noCardMessage || !!cardMessage;
  return (
    <div className={`mt-2 rounded-md px-2 py-1.5 text-sm ${needsCardMessage ? 'bg-soft-pink' : 'bg-cream'}`}>
      {noCardMessage ? (
        <p className="text-ink-muted italic">No card message</p>
      ) : cardMessage ? (
        <p className="line-clamp-2 whitespace-pre-line text-ink">“{cardMessage}”</p>
      ) : (
        <p className={needsCardMessage ? 'font-medium text-alert-red' : 'text-ink-muted'}>No card message yet</p>
      )}
      <button type="button" className="mt-1 font-semibold text-plum underline" aria-haspopup="dialog" onClick={onEdit}>
        {hasMessage ? 'Edit card message' : 'Add a card message'}
        <span className="sr-only"> for {name}</span>
      </button>
    </div>
  );
}
