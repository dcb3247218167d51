import { useEffect, useState } from 'react';
import { latestRenderRuns, type RenderRun } from './studio-documents';

const POLL_MS = 1500;
const GIVE_UP_MS = 120_000;

/**
 * Whether a publish has reached the site: the first render run after `after`
 * (the latest run before the publish), followed until it is done (the pages are live on every server) or
 * failed (the live pages stay as they were, and the editor is told why).
 */
export function RenderWatch({ after }: { after: number }) {
  const [run, setRun] = useState<RenderRun | null>(null);
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const result = await latestRenderRuns(controller.signal).catch(() => null);
      // The first run after the publish takes it (runs are listed newest first).
      const latest = result?.ok ? result.data.filter((r) => r.id > after).at(-1) : undefined;
      if (latest) setRun(latest);
      if (latest && latest.status !== 'rendering') return;
      if (Date.now() - started > GIVE_UP_MS) return setGaveUp(true);
      timer = setTimeout(() => void check(), POLL_MS);
    };
    void check();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [after]);
  const text =
    run?.status === 'done'
      ? `Live on the site: ${run.paths.length} page${run.paths.length === 1 ? '' : 's'} updated.`
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
