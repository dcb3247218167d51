import { z } from 'zod';
import { AUSTRALIAN_STATES } from '../../domain/constants';
import { PriceModel } from './common';

/** The account area's page size (spec 001 section 9: account orders page size 25). */
export const ACCOUNT_PAGE_SIZE = 25;

const whole = (name: string, min: number, max: number) =>
  z.coerce.number({ error: `${name} must be a number.` }).int(`${name} must be a whole number.`).min(min, `${name} must be at least ${min}.`).max(max, `${name} must be at most ${max}.`);

/** offset, limit and SearchText of the account lists. */
export const PagingQueryModel = z.object({
  offset: whole('offset', 0, 100_000).default(0),
  limit: whole('limit', 1, 100).default(ACCOUNT_PAGE_SIZE),
  SearchText: z.string().trim().max(100, 'SearchText must be at most 100 characters.').optional(),
});

export const StoreListQueryModel = PagingQueryModel.extend({
  state: z.enum(AUSTRALIAN_STATES, { error: `state must be one of ${AUSTRALIAN_STATES.join(', ')}.` }).optional(),
});

export const UserListQueryModel = PagingQueryModel.extend({
  role: z.enum(['flowerline'], { error: 'role must be flowerline.' }).optional(),
  storeKey: z.string().trim().max(40, 'storeKey is too long.').optional(),
});

export const paged = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item), total: z.number().int() });

export const ProfileModel = z.object({
  customerId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  phone: z.string().nullable(),
  roles: z.array(z.string()),
  role: z.enum(['floristowner', 'florist', 'flowerline', 'customer', 'guest']),
  storeKey: z.string().nullable(),
  storeName: z.string().nullable(),
});
export type Profile = z.infer<typeof ProfileModel>;

export const AddressModel = z.object({
  addressId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  street: z.string(),
  street2: z.string().nullable(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  phone: z.string().nullable(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof AddressModel>;

export const TradingDayModel = z.object({ Day: z.string(), OpenTime: z.string(), CloseTime: z.string() });

/** A member (florist store) in a list. */
export const StoreSummaryModel = z.object({
  storeKey: z.string(),
  name: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type StoreSummary = z.infer<typeof StoreSummaryModel>;

export const StoreDetailsModel = StoreSummaryModel.extend({
  radiusKm: z.number(),
  deliveryFee: PriceModel,
  suburbsServed: z.number().int(),
  tradingHours: z.array(TradingDayModel),
});
export type StoreDetails = z.infer<typeof StoreDetailsModel>;

export const NotificationSettingsModel = z.object({
  storeKey: z.string(),
  account: z.object({ orderAlerts: z.boolean(), alertType: z.record(z.string(), z.boolean()) }),
});
export type StoreNotificationSettings = z.infer<typeof NotificationSettingsModel>;

export const UserSummaryModel = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  role: z.string(),
  storeKey: z.string().nullable(),
  storeName: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
});
export type UserSummary = z.infer<typeof UserSummaryModel>;

export const CustomerSummaryModel = z.object({
  customerId: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  dateCreated: z.string(),
});
export type CustomerSummary = z.infer<typeof CustomerSummaryModel>;

export const CustomerDetailsModel = CustomerSummaryModel.extend({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  addresses: z.array(AddressModel),
  wishlistCount: z.number().int(),
});
export type CustomerDetailsView = z.infer<typeof CustomerDetailsModel>;

export const AccountMessageModel = z.object({ messageId: z.string(), subject: z.string(), body: z.string(), sender: z.string(), dateCreated: z.string() });
export type AccountMessage = z.infer<typeof AccountMessageModel>;

export const MemberResourceModel = z.object({ key: z.string(), category: z.string(), title: z.string(), summary: z.string(), body: z.string(), updatedAt: z.string() });
export type MemberResource = z.infer<typeof MemberResourceModel>;
