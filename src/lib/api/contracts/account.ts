import { z } from 'zod';
import { newPassword, passwordsMatch, requiredPassword } from '../../domain/password-rules';
import { differentFrom } from '../../domain/validation';

/** The account area's page size (spec 001 section 9: account orders page size 25). */
export const ACCOUNT_PAGE_SIZE = 25;

const whole = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number.` })
    .int(`${name} must be a whole number.`)
    .min(min, `${name} must be at least ${min}.`)
    .max(max, `${name} must be at most ${max}.`);

/** offset, limit and SearchText of the account lists. */
export const PagingQueryModel = z.object({
  offset: whole('offset', 0, 100_000).default(0),
  limit: whole('limit', 1, 100).default(ACCOUNT_PAGE_SIZE),
  SearchText: z.string().trim().max(100, 'SearchText must be at most 100 characters.').optional(),
});

/** GET /api/profile, and the answer of signing in and registering. */
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

/**
 * The answer of PUT /api/account/details: the profile, with the email it
 * still has, and the address a change waits on (`pendingEmail`: a link went
 * there; the email changes when it is opened), or null.
 */
export const MyDetailsSavedModel = ProfileModel.extend({ pendingEmail: z.string().nullable() });
export type MyDetailsSaved = z.infer<typeof MyDetailsSavedModel>;

/** The answer of POST /api/account/email/confirm: the account's new email. */
export const EmailChangedModel = z.object({ email: z.string() });

/** Body of PUT /api/account/password. */
export const UpdatePasswordBodyModel = z
  .object({
    currentPassword: requiredPassword('Current password'),
    newPassword: newPassword('New password'),
    confirmPassword: requiredPassword('Confirm password'),
  })
  .superRefine(differentFrom('newPassword', 'currentPassword', 'New password', 'Current password'))
  .superRefine(passwordsMatch('newPassword'));
export type UpdatePasswordBody = z.output<typeof UpdatePasswordBodyModel>;

export const PasswordUpdatedModel = z.object({ updated: z.boolean() });

export const AccountMessageModel = z.object({ messageId: z.string(), subject: z.string(), body: z.string(), sender: z.string(), dateCreated: z.string() });
export type AccountMessage = z.infer<typeof AccountMessageModel>;

export const MemberResourceModel = z.object({ key: z.string(), category: z.string(), title: z.string(), summary: z.string(), body: z.string(), updatedAt: z.string() });
export type MemberResource = z.infer<typeof MemberResourceModel>;
export const MemberResourceListModel = z.object({ results: z.array(MemberResourceModel) });
