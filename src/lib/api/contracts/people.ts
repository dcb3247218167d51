import { z } from 'zod';
import { PagingQueryModel } from './account';
import { AddressModel } from './addresses';

/** Query of GET /api/users and GET /api/stores/{storeKey}/users. */
export const UserListQueryModel = PagingQueryModel.extend({
  role: z.enum(['flowerline'], { error: 'role must be flowerline.' }).optional(),
  /** In any case: stores keep their keys in upper case. */
  storeKey: z
    .string()
    .trim()
    .max(40, 'storeKey is too long.')
    .transform((key) => key.toUpperCase())
    .optional(),
});

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
