import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { isEditor } from '../../lib/domain/roles';
import { database } from '../db/client';
import { users } from '../db/schema/index';
import { signedInUser } from '../http/auth';
import { csrfTokenMatches } from '../http/csrf';
import type { ContentEditor } from './schema';

/**
 * The editor a request is signed in as: a session whose roles hold `editor`,
 * with the CSRF token of that session on anything but a read. Anyone else
 * (and an editor's request without its token) is no editor, and the content
 * API refuses their writes.
 */
export async function sessionEditor(c: Context): Promise<ContentEditor | null> {
  const user = signedInUser(c);
  if (!user || !isEditor(user.roles)) return null;
  if (c.req.method !== 'GET' && !(await csrfTokenMatches(c))) return null;
  const [row] = await (await database()).db.select({ email: users.email }).from(users).where(eq(users.id, user.userId));
  return row ? { name: row.email } : null;
}
