import { useQuery } from '../../lib/api/useQuery';
import { latestRenderRuns, type RenderRun } from './studio-documents';
import { countOf } from '../../lib/domain/count';

const POLL_MS = 1500;
const GIVE_UP_MS = 120_000;

/** The first render run after `after` (runs are listed newest first). */
const runAfter = (runs: RenderRun[], after: number) => runs.filter((r) => r.id > after).at(-1);

/**
 * Whether a publish has reached the site: the first render run after `after`
 * (the latest run before the publish), followed until it is done (the pages are live on every server) or
 * failed (the live pages stay as they were, and the editor is told why).
 */
export function RenderWatch({ after }: { after: number }) {
  const { state, gaveUp } = useQuery(`render-runs:${after}`, (signal) => latestRenderRuns(signal), {
    poll: {
      everyMs: POLL_MS,
      until: (result) => result.ok && (runAfter(result.data, after)?.status ?? 'rendering') !== 'rendering',
      giveUpAfterMs: GIVE_UP_MS,
    },
  });
  const run = state.status === 'ok' ? runAfter(state.data, after) : undefined;
  const text =
    run?.status === 'done'
      ? `Live on the site: ${countOf(run.paths.length, 'page')} updated.`
      : run?.status === 'failed'
        ? `The site could not be updated, so it still shows the earlier pages: ${run.error ?? 'the render failed'}.`
        : gaveUp
          ? 'The site has not been updated yet. Check again in a minute.'
          : 'Updating the site…';
  return (
    <p role="status" className={`rounded-lg p-3 text-sm ${run?.status === 'failed' ? 'bg-alert-red/10 text-alert-red' : 'bg-wattle-light'}`}>
      {text}
    </p>
  );
}
