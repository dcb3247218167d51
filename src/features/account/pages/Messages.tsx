import { useState } from 'react';
import { listMessages } from '../api/account';
import { ACCOUNT_PAGE_SIZE } from '../../../lib/api/contracts/account';
import { DateText } from '../../../components/DateText';
import { Paging } from '../Paging';
import { Empty, Failure, Loading, Panel } from '../ui';
import { useLoad } from '../useLoad';

/** My messages (Flowerline): head-office notices, newest first. */
export default function Messages() {
  const [offset, setOffset] = useState(0);
  const { state, reload } = useLoad((signal) => listMessages({ offset, limit: ACCOUNT_PAGE_SIZE }, signal), [offset]);
  if (state.status === 'loading') return <Loading rows={3} label="Loading messages…" />;
  if (state.status === 'error') return <Failure message={state.message} onRetry={reload} />;
  if (state.data.results.length === 0) return <Empty>There are no records to display</Empty>;
  return (
    <Panel intro="Notices from head office.">
      <ul className="grid gap-3">
        {state.data.results.map((m) => (
          <li key={m.messageId}>
            <details className="rounded-xl border border-plum/15 bg-white p-4">
              <summary className="cursor-pointer">
                <span className="font-semibold text-ink">{m.subject}</span>
                <span className="block text-sm text-ink-muted">
                  {m.sender}, <DateText iso={m.dateCreated} />
                </span>
              </summary>
              <p className="mt-3 text-ink">{m.body}</p>
            </details>
          </li>
        ))}
      </ul>
      <Paging label="Messages" offset={offset} limit={ACCOUNT_PAGE_SIZE} total={state.data.total} onOffset={setOffset} />
    </Panel>
  );
}
