/** A form's submit button (disabled while sending) and, under it, why the last send failed. */
export function SubmitRow({
  sending,
  label,
  sendingLabel,
  failure,
  className = '',
  alertClassName = 'mt-3',
}: {
  sending: boolean;
  label: string;
  sendingLabel: string;
  failure: string | null;
  className?: string;
  alertClassName?: string;
}) {
  return (
    <div className={className}>
      <button type="submit" disabled={sending} className="rounded-full bg-plum px-6 py-3 font-semibold text-white hover:bg-plum-dark disabled:opacity-60">
        {sending ? sendingLabel : label}
      </button>
      {failure && (
        <p role="alert" className={`text-alert-red ${alertClassName}`}>
          {failure}
        </p>
      )}
    </div>
  );
}
