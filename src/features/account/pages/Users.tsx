import { useState } from 'react';
import { listUsers } from '../api/account';
import { ACCOUNT_PAGE_SIZE } from '../../../lib/api/contracts/account';
import { PagedTable } from '../DataTable';
import type { PanelProps } from '../panel-props';
import { SearchBar } from '../SearchBar';
import { Loaded, Panel } from '../ui';
import StaffInvites from './StaffInvites';
import { useLoad } from '../useLoad';
import { USER_COLUMNS, userKey } from './UsersTable';

type Scope = 'flowerline' | 'all';

/** Users: Flowerline sees Flowerline staff (or every staff user); a florist owner sees their store's people and invites staff by email. */
export default function Users({ role }: PanelProps) {
  const [scope, setScope] = useState<Scope>('flowerline');
  const [query, setQuery] = useState({ offset: 0, SearchText: '' });
  const flowerline = role === 'flowerline';
  const { state, reload } = useLoad(
    (signal) => listUsers({ offset: query.offset, limit: ACCOUNT_PAGE_SIZE, SearchText: query.SearchText || undefined, role: flowerline && scope === 'flowerline' ? 'flowerline' : undefined }, signal),
    [query, scope, flowerline],
  );

  return (
    <Panel intro={flowerline ? 'Staff who sign in to Flowerline and member stores.' : 'The people who sign in for your store.'}>
      {flowerline && (
        <div role="group" aria-label="Show" className="mb-4 flex gap-2">
          {(['flowerline', 'all'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={scope === value}
              onClick={() => {
                setScope(value);
                setQuery({ ...query, offset: 0 });
              }}
              className={`rounded-full border px-4 py-2 ${scope === value ? 'border-plum bg-plum text-white' : 'border-plum/30 text-ink hover:bg-soft-pink'}`}
            >
              {value === 'flowerline' ? 'Flowerline users' : 'All staff'}
            </button>
          ))}
        </div>
      )}
      <SearchBar label="Search by name or email" onSearch={(text) => setQuery({ offset: 0, SearchText: text })} />
      <Loaded state={state} reload={reload} rows={4} label="Loading users…">
        {(page) => (
          <PagedTable caption="Users" columns={USER_COLUMNS} rowKey={userKey} page={page} offset={query.offset} limit={ACCOUNT_PAGE_SIZE} onOffset={(offset) => setQuery({ ...query, offset })} />
        )}
      </Loaded>
      {role === 'floristowner' && <StaffInvites />}
    </Panel>
  );
}
