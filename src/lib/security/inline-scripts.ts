/**
 * The page's own inline script, run before any island: zod (in the islands)
 * otherwise probes for `new Function` on its first parse, and a policy
 * without 'unsafe-eval' reports that probe as a violation even though zod
 * catches it and carries on. `jitless` skips the probe. Its hash is in the
 * pages' script-src (astro.config.mjs); change the text and the hash follows.
 */
export const ZOD_JITLESS_SCRIPT = 'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });';

/** Inline scripts written into pages by hand (`is:inline`), which Astro does not hash itself. */
export const HAND_WRITTEN_INLINE_SCRIPTS = [ZOD_JITLESS_SCRIPT] as const;
