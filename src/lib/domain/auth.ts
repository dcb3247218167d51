/** Passwords: long enough to resist guessing, short enough to hash quickly; never trimmed. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const INVALID_CREDENTIALS = 'The email or password you entered is incorrect.';
export const PASSWORDS_DIFFER = 'Passwords do not match';

/** Registration links and email-change links work for a day. */
export const EMAIL_LINK_HOURS = 24;
/** What registering answers, for a new email and a registered one alike. */
export const CHECK_EMAIL = {
  title: 'Check your email',
  text: `We have sent a message to the address you gave. Open the link in it within ${EMAIL_LINK_HOURS} hours to finish creating your account. If the address already has an account, the message says so.`,
} as const;
export const EMAIL_UNVERIFIED = 'Confirm your email first: we sent you a link. Open it to finish creating your account.';
export const LINK_EXPIRED = `This link has expired: links work for ${EMAIL_LINK_HOURS} hours. Please start again to get a new one.`;
export const LINK_USED = 'This link has already been used. Sign in instead.';
export const LINK_UNKNOWN = 'This link is not valid. Please check that you opened the whole link from the email.';
export const EMAIL_CHANGE_PENDING = (email: string) => `We have sent a link to ${email}. Your email changes when you open it (within ${EMAIL_LINK_HOURS} hours).`;
/** Emailed sign-in links work once, for a quarter of an hour. */
export const SIGN_IN_LINK_MINUTES = 15;
/** What asking for a sign-in link answers, for a registered email and an unknown one alike. */
export const SIGN_IN_LINK_SENT = {
  title: 'Check your email',
  text: (email: string) => `If ${email} has an account with us, we have sent it a link that signs you in. The link works once, within ${SIGN_IN_LINK_MINUTES} minutes.`,
} as const;
/** Why a sign-in link did not work, each with the way on. */
export const SIGN_IN_LINK_REFUSED = {
  unknown: LINK_UNKNOWN,
  used: 'This sign-in link has already been used. Ask for a new one, or sign in with your password.',
  expired: `This sign-in link has expired: sign-in links work for ${SIGN_IN_LINK_MINUTES} minutes. Ask for a new one.`,
} as const;
/** Password-reset links work once, for an hour. */
export const PASSWORD_RESET_MINUTES = 60;
/** What asking for a password reset answers, for a registered email and an unknown one alike. */
export const PASSWORD_RESET_SENT = {
  title: 'Check your email',
  text: (email: string) => `If ${email} has an account with us, we have sent it a link to set a new password. The link works once, within an hour.`,
} as const;
/** Why a password-reset link did not work, each with the way on. */
export const PASSWORD_RESET_REFUSED = {
  unknown: LINK_UNKNOWN,
  used: 'This password-reset link has already been used. Ask for a new one if you still need it.',
  expired: 'This password-reset link has expired: reset links work for an hour. Ask for a new one.',
} as const;
/** What setting a new password answers: every session is signed out, so the person signs in with it. */
export const PASSWORD_RESET_DONE = 'Your password has been changed and you have been signed out everywhere. Sign in with your new password.';
export const EMAIL_CHANGE_CLASH = 'This email address can no longer be used for your account. Your account keeps its current address.';

/** The wishlist's login prompt (spec 000 section 4). */
export const LOGIN_PROMPT = {
  title: 'Login',
  text: 'Please login to favourite a product',
  proceed: 'Proceed to login',
  cancel: 'Cancel',
} as const;

/** "30 seconds", "1 minute", "11 minutes": a wait, rounded up. */
export const waitText = (seconds: number) => {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return `${whole} second${whole === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export const tooManyAttemptsText = (retryAfterSeconds: number) => `Too many sign-in attempts. Please wait ${waitText(retryAfterSeconds)} and try again.`;
export const tooManyRegistrationsText = (retryAfterSeconds: number) => `Too many registrations from your network. Please wait ${waitText(retryAfterSeconds)} and try again.`;
export const tooManySignInLinksText = (retryAfterSeconds: number) => `Too many sign-in links were asked for from your network. Please wait ${waitText(retryAfterSeconds)} and try again.`;

export const tooManyPasswordResetsText = (retryAfterSeconds: number) => `Too many password resets were asked for from your network. Please wait ${waitText(retryAfterSeconds)} and try again.`;

export const DEFAULT_RETURN_TO = '/myaccount';
const AUTH_PAGES = /^\/(login|register)(\/|$|\?|#)/;

/**
 * Where to go after signing in: only a path of this site ("/…", never
 * "//host", "/\host", a scheme or control characters), and never back to the
 * sign-in pages themselves.
 */
export function safeReturnTo(value: string | null | undefined, fallback = DEFAULT_RETURN_TO): string {
  if (!value || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\p{Cc}\\]/u.test(value)) return fallback;
  try {
    const url = new URL(value, 'https://shop.invalid');
    if (url.origin !== 'https://shop.invalid') return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return AUTH_PAGES.test(path) || path.startsWith('//') || path.startsWith('/\\') ? fallback : path;
  } catch {
    return fallback;
  }
}

/** The login page for a path to come back to. */
export const loginPath = (returnTo: string) => `/login?returnTo=${encodeURIComponent(returnTo)}`;
