import { api, type ApiResult } from '../../../lib/api/client';
import type { Profile } from '../../../lib/api/contracts/account';
import type { OwnerInvitePreview } from '../../../lib/api/contracts/owner-invites';

const contracts = () => import('../../../lib/api/contracts/owner-invites');

/** GET /api/owner-invites/preview: the store invited to and whether the email has an account. */
export function previewOwnerInvite(token: string, signal?: AbortSignal): Promise<ApiResult<OwnerInvitePreview>> {
  return api('/owner-invites/preview', { query: { token }, signal, schema: async () => (await contracts()).OwnerInvitePreviewModel });
}

/** POST /api/owner-invites/accept: becomes the store's owner, signed in. */
export function acceptOwnerInvite(body: { token: string; password?: string; confirmPassword?: string }): Promise<ApiResult<Profile>> {
  return api('/owner-invites/accept', { method: 'POST', body, schema: async () => (await import('../../../lib/api/contracts/account')).ProfileModel });
}
