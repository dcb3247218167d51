import { useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/FormField';
import { updatePassword } from '../../../lib/api/account';
import { PASSWORD_MIN_LENGTH, updatePasswordSchema } from '../../../lib/domain/auth';
import { focusFirstError, useForm } from '../../forms/use-form';
import { Failure, Panel, primaryButton, Saved } from '../ui';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change the password: the current one is checked; other devices are signed out. */
export default function UpdatePassword() {
  const ref = useRef<HTMLFormElement>(null);
  const form = useForm(updatePasswordSchema, EMPTY);
  const [state, setState] = useState<'editing' | 'saving' | 'saved'>('editing');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const data = form.check();
    if (!data) return requestAnimationFrame(() => focusFirstError(ref.current));
    setState('saving');
    const result = await updatePassword(data);
    if (result.ok) {
      form.reset();
      setState('saved');
      return;
    }
    setState('editing');
    if (result.error.body.errors) form.setErrors(result.error.body.errors);
    else setFailure(result.error.message);
    requestAnimationFrame(() => focusFirstError(ref.current));
  };

  return (
    <Panel intro="Choose a new password. Other devices signed in to your account are signed out.">
      <form ref={ref} noValidate onSubmit={submit} aria-label="Update password" className="grid max-w-md gap-4">
        <TextField label="Current password" required type="password" autoComplete="current-password" {...form.field('currentPassword')} />
        <TextField label="New password" required type="password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} {...form.field('newPassword')} />
        <TextField label="Confirm password" required type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        {failure && <Failure message={failure} />}
        {state === 'saved' && <Saved>Your password has been updated.</Saved>}
        <div>
          <button type="submit" disabled={state === 'saving'} className={primaryButton}>
            {state === 'saving' ? 'Saving…' : 'Update password'}
          </button>
        </div>
      </form>
    </Panel>
  );
}
