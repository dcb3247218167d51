import { type Address, type AddressBody, AddressDeletedModel, AddressListModel, AddressModel } from './contracts/addresses';
import { AccountMessageModel, MemberResourceListModel, type MyDetailsBody, PasswordUpdatedModel, type Profile, ProfileModel, type UpdatePasswordBody } from './contracts/account';
import { type NotificationSettingsBody, NotificationSettingsModel, type StoreDetails, type StoreDetailsBody, StoreDetailsModel, type StoreNotificationSettings, StoreSummaryModel } from './contracts/stores';
import { api, type ApiResult } from './client';
import { CustomerDetailsModel, CustomerSummaryModel, UserSummaryModel, type CustomerDetailsView } from './contracts/people';
import { paged } from './contracts/common';

type Query = Record<string, string | number | undefined>;
const key = (value: string) => encodeURIComponent(value);

export const saveMyDetails = (body: MyDetailsBody): Promise<ApiResult<Profile>> => api('/account/details', { method: 'PUT', body, schema: ProfileModel });
export const updatePassword = (body: UpdatePasswordBody) => api('/account/password', { method: 'PUT', body, schema: PasswordUpdatedModel });

export const listAddresses = () => api('/addresses', { schema: AddressListModel });
export const fetchAddress = (addressId: string): Promise<ApiResult<Address>> => api(`/addresses/${key(addressId)}`, { schema: AddressModel });
export const addAddress = (body: AddressBody) => api('/addresses', { method: 'POST', body, schema: AddressModel });
export const saveAddress = (addressId: string, body: AddressBody) => api(`/addresses/${key(addressId)}`, { method: 'PUT', body, schema: AddressModel });
export const deleteAddress = (addressId: string) => api(`/addresses/${key(addressId)}`, { method: 'DELETE', schema: AddressDeletedModel });

export const listStores = (query: Query) => api('/stores', { query, schema: paged(StoreSummaryModel) });
export const fetchStore = (storeKey: string): Promise<ApiResult<StoreDetails>> => api(`/stores/${key(storeKey)}`, { schema: StoreDetailsModel });
export const saveStore = (storeKey: string, body: StoreDetailsBody) => api(`/stores/${key(storeKey)}`, { method: 'PUT', body, schema: StoreDetailsModel });
export const fetchNotificationSettings = (storeKey: string): Promise<ApiResult<StoreNotificationSettings>> => api(`/stores/${key(storeKey)}/notification-settings`, { schema: NotificationSettingsModel });
export const saveNotificationSettings = (storeKey: string, body: NotificationSettingsBody) =>
  api(`/stores/${key(storeKey)}/notification-settings`, { method: 'PUT', body, schema: NotificationSettingsModel });
export const listStoreUsers = (storeKey: string, query: Query = {}) => api(`/stores/${key(storeKey)}/users`, { query, schema: paged(UserSummaryModel) });

export const listUsers = (query: Query) => api('/users', { query, schema: paged(UserSummaryModel) });
export const listCustomers = (query: Query) => api('/customers', { query, schema: paged(CustomerSummaryModel) });
export const fetchCustomer = (customerId: string): Promise<ApiResult<CustomerDetailsView>> => api(`/customers/${key(customerId)}`, { schema: CustomerDetailsModel });
export const listMessages = (query: Query) => api('/messages', { query, schema: paged(AccountMessageModel) });
export const listMemberResources = () => api('/member-resources', { schema: MemberResourceListModel });
