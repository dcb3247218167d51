import { and, eq, ne } from 'drizzle-orm';
import type { MyDetailsBody } from '../../lib/api/contracts/account';
import type { DbContext } from '../http/context';
import { users } from '../db/schema/accounts';
import { unprocessable } from '../http/problem';
import { toProfile, userById, type Profile } from './users';

const EMAIL_IN_USE = 'This email is used by another account';

/** PUT /api/account/details: a customer's own name, email and numbers. */
export async function updateCustomerDetails({ db }: DbContext, { userId, details }: { userId: string; details: MyDetailsBody }): Promise<Profile> {
  const clash = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, details.email), ne(users.id, userId)))
    .limit(1);
  if (clash.length) throw unprocessable(EMAIL_IN_USE, { email: EMAIL_IN_USE });
  await db
    .update(users)
    .set({ firstName: details.firstName, lastName: details.lastName, email: details.email, mobile: details.mobile, phone: details.phone || null, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return toProfile((await userById(db, userId))!);
}
