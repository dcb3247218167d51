import {
  PasswordResetAcceptedModel,
  PasswordResetDoneModel,
  RegisterAcceptedModel,
  SignedOutModel,
  SignInLinkAcceptedModel,
  type LoginBody,
  type PasswordResetAccepted,
  type PasswordResetBody,
  type PasswordResetConfirmBody,
  type PasswordResetDone,
  type RegisterAccepted,
  type RegisterBody,
  type SignInLinkAccepted,
  type SignInLinkBody,
} from '../../../lib/api/contracts/auth';
import { api, type ApiResult } from '../../../lib/api/client';
import { ProfileModel, type Profile } from '../../../lib/api/contracts/account';
import { CartModel, CustomerCartModel, type Cart, type CustomerCart } from '../../../lib/api/contracts/cart';

/** POST /api/auth/login: the profile; a wrong email or password is a 401 shown on the form (no redirect). */
export function login(body: LoginBody): Promise<ApiResult<Profile>> {
  return api('/auth/login', { method: 'POST', body, schema: ProfileModel, authRedirect: false });
}

/** POST /api/auth/register: always "check your email" (a link to confirm, or a notice to the address's owner). */
export function register(body: RegisterBody): Promise<ApiResult<RegisterAccepted>> {
  return api('/auth/register', { method: 'POST', body, schema: RegisterAcceptedModel, authRedirect: false });
}

/** POST /api/auth/register/confirm: the emailed link's token; the new customer, signed in. */
export function confirmRegistration(token: string): Promise<ApiResult<Profile>> {
  return api('/auth/register/confirm', { method: 'POST', body: { token }, schema: ProfileModel, authRedirect: false });
}

/** POST /api/auth/sign-in-link: always "check your email" (a single-use link goes to the address if it has an account). */
export function requestSignInLink(body: SignInLinkBody): Promise<ApiResult<SignInLinkAccepted>> {
  return api('/auth/sign-in-link', { method: 'POST', body, schema: SignInLinkAcceptedModel, authRedirect: false });
}

/** POST /api/auth/sign-in-link/confirm: the emailed link's token; the person, signed in. */
export function signInWithLink(token: string): Promise<ApiResult<Profile>> {
  return api('/auth/sign-in-link/confirm', { method: 'POST', body: { token }, schema: ProfileModel, authRedirect: false });
}

/** POST /api/auth/password-reset: always "check your email" (a single-use link goes to the address if it has an account). */
export function requestPasswordReset(body: PasswordResetBody): Promise<ApiResult<PasswordResetAccepted>> {
  return api('/auth/password-reset', { method: 'POST', body, schema: PasswordResetAcceptedModel, authRedirect: false });
}

/** POST /api/auth/password-reset/confirm: the emailed link's token and the new password; every session is then signed out. */
export function resetPassword(body: PasswordResetConfirmBody): Promise<ApiResult<PasswordResetDone>> {
  return api('/auth/password-reset/confirm', { method: 'POST', body, schema: PasswordResetDoneModel, authRedirect: false });
}

export function logout(): Promise<ApiResult<{ signedOut: boolean }>> {
  return api('/auth/logout', { method: 'POST', body: {}, schema: SignedOutModel, authRedirect: false });
}

/** GET /api/profile: the caller decides what a failure means. */
export function fetchProfile(signal?: AbortSignal): Promise<ApiResult<Profile>> {
  return api('/profile', { schema: ProfileModel, signal, authRedirect: false, headers: { 'Cache-Control': 'no-cache' } });
}

/** PUT /api/carts/customerId/{customerId}/merge: the guest cart joins the customer's; answers the customer's cart. */
export function mergeGuestCart(customerId: string, anonymousId: string): Promise<ApiResult<Cart>> {
  return api(`/carts/customerId/${encodeURIComponent(customerId)}/merge`, { method: 'PUT', body: { anonymousId }, schema: CartModel, authRedirect: false });
}

/** GET /api/carts/customer/{customerId}: the customer's Active cart (cartId null when none). */
export function fetchCustomerCart(customerId: string): Promise<ApiResult<CustomerCart>> {
  return api(`/carts/customer/${encodeURIComponent(customerId)}`, { schema: CustomerCartModel, authRedirect: false });
}
