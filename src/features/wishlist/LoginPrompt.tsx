import { Dialog } from '../../components/Dialog';
import { loginPath, LOGIN_PROMPT } from '../../lib/domain/auth';

/** Asked of a guest who taps the heart: sign in first, then come back to this page. */
export default function LoginPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  const returnTo = typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={LOGIN_PROMPT.title}
      size="sm"
      footer={
        <>
          <button type="button" onClick={onClose} className="rounded-full border border-plum px-5 py-2.5 font-semibold text-plum hover:bg-soft-pink">
            {LOGIN_PROMPT.cancel}
          </button>
          <a href={loginPath(returnTo)} className="rounded-full bg-plum px-5 py-2.5 font-semibold text-white no-underline hover:bg-plum-dark">
            {LOGIN_PROMPT.proceed}
          </a>
        </>
      }
    >
      <p>{LOGIN_PROMPT.text}</p>
    </Dialog>
  );
}
