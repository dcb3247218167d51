import { useQuery } from '../../lib/api/useQuery';
import { latestRenderRuns, type RenderRun } from './studio-documents';
import { countOf } from '../../lib/domain/count';

const POLL_MS = 1500;
const GIVE_UP_MS = 120_000;

/** The first render run after `after` (runs are listed newest first). */
const runAfter = (runs: RenderRun[], after: number) => runs.filter((r) => r.id > after).at(-1);

/** What the editor did that the site follows. */
export type SiteChange = 'publish' | 'unpublish';

const WORDS: Record<SiteChange, { doing: string; done: (pages: string) => string }> = {
  publish: { doing: 'Publishing: the site is being updated…', done: (pages) => `Live on the site: ${pages} updated.` },
  unpublish: { doing: 'Unpublishing: taking it off the site…', done: (pages) => `Removed from the site: ${pages} updated.` },
};

/**
 * Whether a publish or an unpublish has reached the site: the first render
 * run after `after` (the latest run before it), followed until it is done
 * (the pages are live on every server) or failed (the live pages stay as
 * they were, and the editor is told why). The document's one status line
 * while it is followed.
 */
export function RenderWatch({ after, change }: { after: number; change: SiteChange }) {
  const { state, gaveUp } = useQuery(`render-runs:${after}`, (signal) => latestRenderRuns(signal), {
    poll: {
      everyMs: POLL_MS,
      until: (result) => result.ok && (runAfter(result.data, after)?.status ?? 'rendering') !== 'rendering',
      giveUpAfterMs: GIVE_UP_MS,
    },
  });
  const run = state.status === 'ok' ? runAfter(state.data, after) : undefined;
  const words = WORDS[change];
  const text =
    run?.status === 'done'
      ? words.done(countOf(run.paths.length, 'page'))
      : run?.status === 'failed'
        ? `The site could not be updated, so it still shows the earlier pages: ${run.error ?? 'the render failed'}.`
        : gaveUp
          ? 'The site has not been updated yet. Check again in a minute.'
          : words.doing;
  return (
    <p role="status" className={`rounded-lg p-3 text-sm ${run?.status === 'failed' ? 'bg-alert-red/10 text-alert-red' : run?.status === 'done' ? 'bg-sage-light' : 'bg-wattle-light'}`}>
      {text}
    </p>
  );
}
