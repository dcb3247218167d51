import { type Address, type AddressBody, AddressDeletedModel, AddressListModel, AddressModel } from '../../../lib/api/contracts/addresses';
import {
  AccountMessageModel,
  EmailChangedModel,
  MemberResourceListModel,
  type MyDetailsSaved,
  MyDetailsSavedModel,
  PasswordUpdatedModel,
  type UpdatePasswordBody,
} from '../../../lib/api/contracts/account';
import type { MyDetailsBody } from '../../../lib/api/contracts/my-details';
import {
  type NotificationSettingsBody,
  NotificationSettingsModel,
  type StoreDetails,
  type StoreDetailsBody,
  StoreDetailsModel,
  type StoreNotificationSettings,
  StoreSummaryModel,
} from '../../../lib/api/contracts/stores';
import { api, type ApiResult } from '../../../lib/api/client';
import { CustomerDetailsModel, CustomerSummaryModel, UserSummaryModel, type CustomerDetailsView } from '../../../lib/api/contracts/people';
import { paged } from '../../../lib/api/contracts/common';

type Query = Record<string, string | number | undefined>;
const key = (value: string) => encodeURIComponent(value);

export const saveMyDetails = (body: MyDetailsBody): Promise<ApiResult<MyDetailsSaved>> => api('/account/details', { method: 'PUT', body, schema: MyDetailsSavedModel });
/** POST /api/account/email/confirm: the emailed link's token; the account's new email. */
export const confirmEmailChange = (token: string) => api('/account/email/confirm', { method: 'POST', body: { token }, schema: EmailChangedModel, authRedirect: false });
export const updatePassword = (body: UpdatePasswordBody) => api('/account/password', { method: 'PUT', body, schema: PasswordUpdatedModel });

export const listAddresses = (signal?: AbortSignal) => api('/addresses', { signal, schema: AddressListModel });
export const fetchAddress = (addressId: string, signal?: AbortSignal): Promise<ApiResult<Address>> => api(`/addresses/${key(addressId)}`, { signal, schema: AddressModel });
export const addAddress = (body: AddressBody) => api('/addresses', { method: 'POST', body, schema: AddressModel });
export const saveAddress = (addressId: string, body: AddressBody) => api(`/addresses/${key(addressId)}`, { method: 'PUT', body, schema: AddressModel });
export const deleteAddress = (addressId: string) => api(`/addresses/${key(addressId)}`, { method: 'DELETE', schema: AddressDeletedModel });

export const listStores = (query: Query, signal?: AbortSignal) => api('/stores', { query, signal, schema: paged(StoreSummaryModel) });
export const fetchStore = (storeKey: string, signal?: AbortSignal): Promise<ApiResult<StoreDetails>> => api(`/stores/${key(storeKey)}`, { signal, schema: StoreDetailsModel });
export const saveStore = (storeKey: string, body: StoreDetailsBody) => api(`/stores/${key(storeKey)}`, { method: 'PUT', body, schema: StoreDetailsModel });
export const fetchNotificationSettings = (storeKey: string, signal?: AbortSignal): Promise<ApiResult<StoreNotificationSettings>> =>
  api(`/stores/${key(storeKey)}/notification-settings`, { signal, schema: NotificationSettingsModel });
export const saveNotificationSettings = (storeKey: string, body: NotificationSettingsBody) =>
  api(`/stores/${key(storeKey)}/notification-settings`, { method: 'PUT', body, schema: NotificationSettingsModel });
export const listStoreUsers = (storeKey: string, query: Query = {}, signal?: AbortSignal) => api(`/stores/${key(storeKey)}/users`, { query, signal, schema: paged(UserSummaryModel) });

export const listUsers = (query: Query, signal?: AbortSignal) => api('/users', { query, signal, schema: paged(UserSummaryModel) });
export const listCustomers = (query: Query, signal?: AbortSignal) => api('/customers', { query, signal, schema: paged(CustomerSummaryModel) });
export const fetchCustomer = (customerId: string, signal?: AbortSignal): Promise<ApiResult<CustomerDetailsView>> => api(`/customers/${key(customerId)}`, { signal, schema: CustomerDetailsModel });
export const listMessages = (query: Query, signal?: AbortSignal) => api('/messages', { query, signal, schema: paged(AccountMessageModel) });
export const listMemberResources = (signal?: AbortSignal) => api('/member-resources', { signal, schema: MemberResourceListModel });
