import { TextField } from '../../../components/FormField';
import { updatePassword } from '../api/account';
import { PASSWORD_MIN_LENGTH } from '../../../lib/domain/auth';
import { UpdatePasswordBodyModel } from '../../../lib/api/contracts/account';
import { useForm, useFormSubmit } from '../../../components/use-form';
import { Panel, SaveFooter } from '../ui';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change the password: the current one is checked; other devices are signed out. */
export default function UpdatePassword() {
  const form = useForm(UpdatePasswordBodyModel, EMPTY);
  const { ref, status, failure, submit } = useFormSubmit(form.check, form.setErrors, updatePassword, form.reset);

  return (
    <Panel intro="Choose a new password. Other devices signed in to your account are signed out.">
      <form ref={ref} noValidate onSubmit={submit} aria-label="Update password" className="grid max-w-md gap-4">
        <TextField label="Current password" required type="password" autoComplete="current-password" {...form.field('currentPassword')} />
        <TextField label="New password" required type="password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} {...form.field('newPassword')} />
        <TextField label="Confirm password" required type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        <SaveFooter failure={failure} saved={status === 'done' && 'Your password has been updated.'} sending={status === 'sending'} label="Update password" />
      </form>
    </Panel>
  );
}
