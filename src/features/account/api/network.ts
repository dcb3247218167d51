import { api, type ApiResult } from '../../../lib/api/client';
import type { SuburbsResponse } from '../../../lib/api/contracts/delivery';
import type { AllocationSettings, NetworkPage, StoreProfile } from '../../../lib/api/contracts/network';

const contracts = () => import('../../../lib/api/contracts/network');
const storePath = (storeKey: string) => `/stores/${encodeURIComponent(storeKey)}`;

/** GET /api/network/stores (Flowerline): a page of the network table. */
export function fetchNetwork(query: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<ApiResult<NetworkPage>> {
  return api('/network/stores', { query, signal, schema: async () => (await contracts()).NetworkPageModel });
}

/** GET /api/stores/{storeKey}/profile: the store as its form shows it, with its history. */
export function fetchStoreProfile(storeKey: string, signal?: AbortSignal): Promise<ApiResult<StoreProfile>> {
  return api(`${storePath(storeKey)}/profile`, { signal, schema: async () => (await contracts()).StoreProfileModel });
}

/** POST /api/stores: a new store, values as typed. */
export function createStore(body: Record<string, unknown>): Promise<ApiResult<StoreProfile>> {
  return api('/stores', { method: 'POST', body, schema: async () => (await contracts()).StoreProfileModel });
}

/** PATCH /api/stores/{storeKey}: the fields given (`takingOffers: false` pauses it). */
export function saveStore(storeKey: string, body: Record<string, unknown>): Promise<ApiResult<StoreProfile>> {
  return api(storePath(storeKey), { method: 'PATCH', body, schema: async () => (await contracts()).StoreProfileModel });
}

/** GET /api/network/allocation-settings. */
export function fetchAllocationSettings(signal?: AbortSignal): Promise<ApiResult<AllocationSettings>> {
  return api('/network/allocation-settings', { signal, schema: async () => (await contracts()).AllocationSettingsModel });
}

/** PATCH /api/network/allocation-settings: the rules given. */
export function saveAllocationSettings(body: Record<string, unknown>): Promise<ApiResult<AllocationSettings>> {
  return api('/network/allocation-settings', { method: 'PATCH', body, schema: async () => (await contracts()).AllocationSettingsModel });
}

/** GET /api/delivery/suburbs?keyword=: suburbs to choose from, by name or postcode. */
export function findSuburbs(keyword: string, signal?: AbortSignal): Promise<ApiResult<SuburbsResponse>> {
  return api('/delivery/suburbs', { query: { keyword }, signal, schema: async () => (await import('../../../lib/api/contracts/delivery')).SuburbsResponseModel });
}
