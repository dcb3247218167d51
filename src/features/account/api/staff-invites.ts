import { api, type ApiResult } from '../../../lib/api/client';
import type { StaffInvite, StaffInviteList } from '../../../lib/api/contracts/staff-invites';

const contracts = () => import('../../../lib/api/contracts/staff-invites');
const BASE = '/my-store/staff-invites';

/** GET /api/my-store/staff-invites (florist owner): the store's pending staff invites. */
export function listStaffInvites(signal?: AbortSignal): Promise<ApiResult<StaffInviteList>> {
  return api(BASE, { signal, schema: async () => (await contracts()).StaffInviteListModel });
}

/** POST /api/my-store/staff-invites: emails the invite. */
export function sendStaffInvite(body: { email: string; firstName: string; lastName: string }): Promise<ApiResult<StaffInvite>> {
  return api(BASE, { method: 'POST', body, schema: async () => (await contracts()).StaffInviteModel });
}

/** DELETE /api/my-store/staff-invites/{id}: its link stops working. */
export function cancelStaffInvite(inviteId: string): Promise<ApiResult<unknown>> {
  return api(`${BASE}/${encodeURIComponent(inviteId)}`, { method: 'DELETE', schema: async () => (await contracts()).StaffInviteCancelledModel });
}
