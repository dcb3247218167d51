import type { UserSummary } from '../../../lib/api/contracts/people';
import { ROLE_LABELS, type DerivedRole } from '../../../lib/domain/roles';
import { DateTimeText } from '../../../components/DateText';
import { DataTable, type Column } from '../DataTable';

/** People who sign in: name, email, role, store and last sign-in. */
export const USER_COLUMNS: Column<UserSummary>[] = [
  {
    header: 'Name',
    cell: (user) => (
      <>
        <span className="block font-semibold text-ink">{user.name}</span>
        <span className="block break-all text-sm text-ink-muted">{user.email}</span>
      </>
    ),
  },
  { header: 'Role', cell: (user) => ROLE_LABELS[user.role as DerivedRole] ?? user.role },
  { header: 'Store', cell: (user) => (user.storeName ? `${user.storeName} (${user.storeKey})` : 'Head office') },
  { header: 'Last signed in', cell: (user) => (user.lastSignInAt ? <DateTimeText iso={user.lastSignInAt} style="medium" /> : 'Never') },
];

export const userKey = (user: UserSummary) => user.userId;

export default function UsersTable({ users, caption }: { users: UserSummary[]; caption: string }) {
  return <DataTable caption={caption} columns={USER_COLUMNS} rows={users} rowKey={userKey} />;
}
