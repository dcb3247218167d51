import { listMemberResources } from '../api/account';
import type { MemberResource } from '../../../lib/api/contracts/account';
import { Empty, Failure, Loading, Panel } from '../ui';
import { useLoad } from '../useLoad';

/** Member resources (florists): guides, notices and account information, by category. */
export default function MemberResources() {
  const { state, reload } = useLoad(listMemberResources, []);
  if (state.status === 'loading') return <Loading rows={3} label="Loading resources…" />;
  if (state.status === 'error') return <Failure message={state.message} onRetry={reload} />;
  if (state.data.results.length === 0) return <Empty>There are no records to display</Empty>;
  const groups = new Map<string, MemberResource[]>();
  for (const r of state.data.results) groups.set(r.category, [...(groups.get(r.category) ?? []), r]);
  return (
    <Panel intro="Guides and notices for member florists.">
      {[...groups].map(([category, resources]) => (
        <section key={category} className="mb-8">
          <h2 className="font-display text-2xl text-plum">{category}</h2>
          <ul className="mt-3 grid gap-3">
            {resources.map((r) => (
              <li key={r.key}>
                <details className="rounded-xl border border-plum/15 bg-white p-4">
                  <summary className="cursor-pointer">
                    <span className="font-semibold text-ink">{r.title}</span>
                    <span className="block text-sm text-ink-muted">{r.summary}</span>
                  </summary>
                  <p className="mt-3 text-ink">{r.body}</p>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Panel>
  );
}
