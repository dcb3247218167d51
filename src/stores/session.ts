import { atom } from 'nanostores';

/** The signed-in user as far as the storefront needs it: the roles claim (and the email, when known). */
export interface Session {
  roles: string[];
  email?: string | null;
}

/** null until someone signs in (sign-in fills it). */
export const $session = atom<Session | null>(null);
