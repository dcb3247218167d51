import type { UserSummary } from '../../../lib/api/contracts/people';
import { ROLE_LABELS, type DerivedRole } from '../../../lib/domain/roles';
import { TableScroll } from '../ui';

const when = (iso: string | null) => (iso ? new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Melbourne' }).format(new Date(iso)) : 'Never');

/** People who sign in: name, email, role, store and last sign-in. */
export default function UsersTable({ users, caption }: { users: UserSummary[]; caption: string }) {
  return (
    <TableScroll label={caption}>
      <table className="w-full min-w-[36rem] text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-plum/20 text-sm text-ink-muted">
          <tr>
            <th scope="col" className="py-2 pr-4">
              Name
            </th>
            <th scope="col" className="py-2 pr-4">
              Role
            </th>
            <th scope="col" className="py-2 pr-4">
              Store
            </th>
            <th scope="col" className="py-2">
              Last signed in
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.userId} className="border-b border-plum/10">
              <td className="py-3 pr-4">
                <span className="block font-semibold text-ink">{user.name}</span>
                <span className="block break-all text-sm text-ink-muted">{user.email}</span>
              </td>
              <td className="py-3 pr-4">{ROLE_LABELS[user.role as DerivedRole] ?? user.role}</td>
              <td className="py-3 pr-4">{user.storeName ? `${user.storeName} (${user.storeKey})` : 'Head office'}</td>
              <td className="py-3">{when(user.lastSignInAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
