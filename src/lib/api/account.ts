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

export const listAddresses = () => api('/addresses', { schema: z.object({ results: z.array(AddressModel) }) });
export const fetchAddress = (addressId: string): Promise<ApiResult<Address>> => api(`/addresses/${key(addressId)}`, { schema: AddressModel });
export const addAddress = (body: AddressInput) => api('/addresses', { method: 'POST', body, schema: AddressModel });
export const saveAddress = (addressId: string, body: AddressInput) => api(`/addresses/${key(addressId)}`, { method: 'PUT', body, schema: AddressModel });
export const deleteAddress = (addressId: string) => api(`/addresses/${key(addressId)}`, { method: 'DELETE', schema: z.object({ deleted: z.boolean() }) });

export const listStores = (query: Query) => api('/stores', { query, schema: paged(StoreSummaryModel) });
export const fetchStore = (storeKey: string): Promise<ApiResult<StoreDetails>> => api(`/stores/${key(storeKey)}`, { schema: StoreDetailsModel });
export const saveStore = (storeKey: string, body: StoreDetailsInput) => api(`/stores/${key(storeKey)}`, { method: 'PUT', body, schema: StoreDetailsModel });
export const fetchNotificationSettings = (storeKey: string): Promise<ApiResult<StoreNotificationSettings>> => api(`/stores/${key(storeKey)}/notification-settings`, { schema: NotificationSettingsModel });
export const saveNotificationSettings = (storeKey: string, body: NotificationSettings) =>
  api(`/stores/${key(storeKey)}/notification-settings`, { method: 'PUT', body, schema: NotificationSettingsModel });
export const listStoreUsers = (storeKey: string, query: Query = {}) => api(`/stores/${key(storeKey)}/users`, { query, schema: paged(UserSummaryModel) });

export const listUsers = (query: Query) => api('/users', { query, schema: paged(UserSummaryModel) });
export const listCustomers = (query: Query) => api('/customers', { query, schema: paged(CustomerSummaryModel) });
export const fetchCustomer = (customerId: string): Promise<ApiResult<CustomerDetailsView>> => api(`/customers/${key(customerId)}`, { schema: CustomerDetailsModel });
export const listMessages = (query: Query) => api('/messages', { query, schema: paged(AccountMessageModel) });
export const listMemberResources = () => api('/member-resources', { schema: z.object({ results: z.array(MemberResourceModel) }) });
