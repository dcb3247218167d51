// @ts-check
import { createHash } from 'node:crypto';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { visualizer } from 'rollup-plugin-visualizer';
import { config } from './src/server/config.ts';
import { HAND_WRITTEN_INLINE_SCRIPTS } from './src/lib/security/inline-scripts.ts';
import { PAGE_CSP_DIRECTIVES } from './src/server/http/security-headers.ts';
import { artVersion } from './src/server/pictures/art-version.ts';

// Static-first: every page that can be is pre-rendered; /api and the preview
// route render on demand in the Node server.
// DIST_DIR lets two builds (say, two test runs) live side by side.
const { DIST_DIR: outDir, SITE_URL } = config();

/**
 * ANALYZE=1 writes the browser bundle's make-up (which modules each chunk
 * holds, gzipped) to bundle-stats/: a treemap to look at and the raw data.
 */
const analyse = process.env.ANALYZE
  ? /** @type {const} */ (['treemap', 'raw-data']).map((template) => ({
      ...visualizer({ template, gzipSize: true, filename: `bundle-stats/client.${template === 'treemap' ? 'html' : 'json'}` }),
      /** @param {{ name: string }} environment */
      applyToEnvironment: (environment) => environment.name === 'client',
    }))
  : [];

/** `client:use`: islands that hydrate on first use (src/lib/api/client-use.ts, docs/adr/0705). */
const hydrateOnUse = {
  name: 'hydrate-on-use',
  hooks: {
    /** @param {{ addClientDirective: (directive: { name: string; entrypoint: string }) => void }} options */
    'astro:config:setup': ({ addClientDirective }) => addClientDirective({ name: 'use', entrypoint: './src/lib/api/client-use.ts' }),
  },
};

export default defineConfig({
  outDir: `./${outDir}`,
  cacheDir: `./node_modules/.astro/${outDir.replace(/[^\w-]/g, '_')}`,
  site: SITE_URL,
  output: 'static',
  // Middleware mode: the shop's own server (src/server/node/site-server.ts) serves the files; the adapter only renders.
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), hydrateOnUse],
  build: { inlineStylesheets: 'always', format: 'directory' },
  trailingSlash: 'ignore',
  // Content-Security-Policy: every page carries a <meta http-equiv> with the
  // hashes of the scripts and styles Astro emitted into it, so neither script
  // nor style needs 'unsafe-inline'. What a <meta> cannot carry
  // (frame-ancestors) is sent as a header by src/server/http/security-headers.ts.
  // See docs/adr/0406-content-security-policy.md.
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: [...PAGE_CSP_DIRECTIVES],
      // Astro hashes the scripts it bundles; the is:inline ones are hashed here.
      scriptDirective: {
        hashes: HAND_WRITTEN_INLINE_SCRIPTS.map((script) => /** @type {`sha256-${string}`} */ (`sha256-${createHash('sha256').update(script).digest('base64')}`)),
      },
    },
  },
  vite: {
    plugins: [tailwindcss(), ...analyse],
    ssr: { external: ['@electric-sql/pglite', 'pg', 'pino'] },
    // The drawings' hash, in the drawn pictures' rendition addresses (src/lib/images/pictures.ts, docs/adr/0759).
    define: { __ART_VERSION__: JSON.stringify(artVersion('public')) },
  },
});
