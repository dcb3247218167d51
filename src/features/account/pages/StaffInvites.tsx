import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/FormField';
import { formatDateTime } from '../../../lib/domain/display-locale';
import { useDisplayLocale } from '../../../stores/locale';
import { cancelStaffInvite, listStaffInvites, sendStaffInvite } from '../api/staff-invites';
import { Empty, Failure, Loading, primaryButton, secondaryButton } from '../ui';
import { useLoad } from '../useLoad';
import { useSaveForm } from '../use-save-form';

const EMPTY = { email: '', firstName: '', lastName: '' };

function typedErrors(values: typeof EMPTY): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.firstName.trim()) errors.firstName = 'First name is required';
  if (!values.lastName.trim()) errors.lastName = 'Last name is required';
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(values.email.trim())) errors.email = 'Email is not valid';
  return errors;
}

/** A florist owner invites a staff member by email, and sees and cancels the invitations still waiting (Melbourne times). */
export default function StaffInvites() {
  const locale = useDisplayLocale();
  const invites = useLoad((signal) => listStaffInvites(signal), []);
  const [values, setValues] = useState(EMPTY);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [cancelFailure, setCancelFailure] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<string | null>(null);
  const { ref, errors, failure, sending, refuse, send, changed } = useSaveForm();

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      setSentTo(null);
      changed();
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCancelled(null);
    if (refuse(typedErrors(values))) return;
    const made = await send(() => sendStaffInvite({ ...values, email: values.email.trim() }));
    if (!made) return;
    setSentTo(made.email);
    setValues(EMPTY);
    invites.reload();
  };

  const cancel = async (inviteId: string, email: string) => {
    setCancelFailure(null);
    setSentTo(null);
    const result = await cancelStaffInvite(inviteId);
    if (!result.ok) setCancelFailure(result.error.message);
    else setCancelled(`The invitation to ${email} is cancelled: its link no longer works.`);
    invites.reload();
  };

  return (
    <section aria-labelledby="staff-invite-heading" className="mt-10">
      <h2 id="staff-invite-heading" className="font-display text-2xl text-plum">
        Invite a staff member
      </h2>
      <p className="mt-2 max-w-prose">We email them a link that works once, for 7 days. They choose a password and can then receive and answer your store’s orders.</p>
      <form ref={ref} noValidate onSubmit={submit} aria-label="Invite a staff member" className="mt-4 grid max-w-xl gap-4 sm:grid-cols-2">
        <TextField label="First name" required autoComplete="off" {...field('firstName')} />
        <TextField label="Last name" required autoComplete="off" {...field('lastName')} />
        <TextField label="Email" required type="email" autoComplete="off" className="sm:col-span-2" {...field('email')} />
        <div className="sm:col-span-2">
          <button type="submit" className={`${primaryButton} w-full sm:w-auto`} disabled={sending}>
            {sending ? 'Sending…' : 'Send invitation'}
          </button>
          <div aria-live="polite" className="mt-3">
            {failure && (
              <p role="alert" className="text-red-700">
                {failure}
              </p>
            )}
            {sentTo && <p>Invitation sent to {sentTo}.</p>}
          </div>
        </div>
      </form>
      <h3 className="mt-6 text-lg font-semibold">Invitations waiting</h3>
      <div aria-live="polite">
        {cancelled && <p className="mt-2">{cancelled}</p>}
        {cancelFailure && <Failure message={cancelFailure} />}
      </div>
      <div className="mt-2">
        {invites.state.status === 'loading' ? (
          <Loading rows={1} label="Loading the invitations…" />
        ) : invites.state.status === 'error' ? (
          <Failure message={invites.state.message} onRetry={invites.reload} />
        ) : invites.state.data.results.length === 0 ? (
          <Empty>No invitations are waiting.</Empty>
        ) : (
          <ul className="grid gap-3" aria-label="Invitations waiting">
            {invites.state.data.results.map((invite) => (
              <li key={invite.inviteId} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-plum/20 p-3">
                <div className="min-w-0">
                  <p className="font-medium break-words">
                    {invite.name} ({invite.email})
                  </p>
                  <p className="text-sm">
                    Sent {formatDateTime(invite.sentAt, locale, 'medium')}, expires {formatDateTime(invite.expiresAt, locale, 'medium')} (Melbourne time)
                  </p>
                </div>
                <button type="button" className={secondaryButton} aria-label={`Cancel the invitation to ${invite.email}`} onClick={() => void cancel(invite.inviteId, invite.email)}>
                  Cancel
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
