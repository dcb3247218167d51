import { api, type ApiResult } from '../../../lib/api/client';
import type { OwnerInvite, OwnerInviteList } from '../../../lib/api/contracts/owner-invites';

const contracts = () => import('../../../lib/api/contracts/owner-invites');
const base = (storeKey: string) => `/stores/${encodeURIComponent(storeKey)}/owner-invites`;

/** GET /api/stores/{storeKey}/owner-invites (Flowerline): the pending invites. */
export function listOwnerInvites(storeKey: string, signal?: AbortSignal): Promise<ApiResult<OwnerInviteList>> {
  return api(base(storeKey), { signal, schema: async () => (await contracts()).OwnerInviteListModel });
}

/** POST /api/stores/{storeKey}/owner-invites: emails the invite. */
export function sendOwnerInvite(storeKey: string, body: { email: string; firstName: string; lastName: string }): Promise<ApiResult<OwnerInvite>> {
  return api(base(storeKey), { method: 'POST', body, schema: async () => (await contracts()).OwnerInviteModel });
}

/** DELETE /api/stores/{storeKey}/owner-invites/{id}: its link stops working. */
export function cancelOwnerInvite(storeKey: string, inviteId: string): Promise<ApiResult<unknown>> {
  return api(`${base(storeKey)}/${encodeURIComponent(inviteId)}`, { method: 'DELETE', schema: async () => (await contracts()).OwnerInviteCancelledModel });
}
