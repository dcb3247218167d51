import { z } from 'zod';
import type { AddressInput, CustomerDetails, NotificationSettings, StoreDetailsInput } from '../domain/account-forms';
import type { UpdatePasswordBody } from '../domain/auth';
import { api, type ApiResult } from './client';
import {
  AccountMessageModel,
  AddressModel,
  CustomerDetailsModel,
  CustomerSummaryModel,
  MemberResourceModel,
  NotificationSettingsModel,
  paged,
  ProfileModel,
  StoreDetailsModel,
  StoreSummaryModel,
  UserSummaryModel,
  type Address,
  type CustomerDetailsView,
  type Profile,
  type StoreDetails,
  type StoreNotificationSettings,
} from './models/account';

type Query = Record<string, string | number | undefined>;
const key = (value: string) => encodeURIComponent(value);

export const saveMyDetails = (body: CustomerDetails): Promise<ApiResult<Profile>> => api('/account/details', { method: 'PUT', body, schema: ProfileModel });
export const updatePassword = (body: UpdatePasswordBody) => api('/account/password', { method: 'PUT', body, schema: z.object({ updated: z.boolean() }) });

export const listAddresses = (signal?: AbortSignal) => api('/addresses', { signal, schema: z.object({ results: z.array(AddressModel) }) });
export const fetchAddress = (addressId: string, signal?: AbortSignal): Promise<ApiResult<Address>> => api(`/addresses/${key(addressId)}`, { signal, schema: AddressModel });
export const addAddress = (body: AddressInput) => api('/addresses', { method: 'POST', body, schema: AddressModel });
export const saveAddress = (addressId: string, body: AddressInput) => api(`/addresses/${key(addressId)}`, { method: 'PUT', body, schema: AddressModel });
export const deleteAddress = (addressId: string) => api(`/addresses/${key(addressId)}`, { method: 'DELETE', schema: z.object({ deleted: z.boolean() }) });

export const listStores = (query: Query, signal?: AbortSignal) => api('/stores', { query, signal, schema: paged(StoreSummaryModel) });
export const fetchStore = (storeKey: string, signal?: AbortSignal): Promise<ApiResult<StoreDetails>> => api(`/stores/${key(storeKey)}`, { signal, schema: StoreDetailsModel });
export const saveStore = (storeKey: string, body: StoreDetailsInput) => api(`/stores/${key(storeKey)}`, { method: 'PUT', body, schema: StoreDetailsModel });
export const fetchNotificationSettings = (storeKey: string, signal?: AbortSignal): Promise<ApiResult<StoreNotificationSettings>> =>
  api(`/stores/${key(storeKey)}/notification-settings`, { signal, schema: NotificationSettingsModel });
export const saveNotificationSettings = (storeKey: string, body: NotificationSettings) =>
  api(`/stores/${key(storeKey)}/notification-settings`, { method: 'PUT', body, schema: NotificationSettingsModel });
export const listStoreUsers = (storeKey: string, query: Query = {}, signal?: AbortSignal) => api(`/stores/${key(storeKey)}/users`, { query, signal, schema: paged(UserSummaryModel) });

export const listUsers = (query: Query, signal?: AbortSignal) => api('/users', { query, signal, schema: paged(UserSummaryModel) });
export const listCustomers = (query: Query, signal?: AbortSignal) => api('/customers', { query, signal, schema: paged(CustomerSummaryModel) });
export const fetchCustomer = (customerId: string, signal?: AbortSignal): Promise<ApiResult<CustomerDetailsView>> => api(`/customers/${key(customerId)}`, { signal, schema: CustomerDetailsModel });
export const listMessages = (query: Query, signal?: AbortSignal) => api('/messages', { query, signal, schema: paged(AccountMessageModel) });
export const listMemberResources = (signal?: AbortSignal) => api('/member-resources', { signal, schema: z.object({ results: z.array(MemberResourceModel) }) });
