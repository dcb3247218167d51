// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { config } from './src/server/config.ts';

// Static-first: every page that can be is pre-rendered; /api and the preview
// route render on demand in the Node server.
// DIST_DIR lets two builds (say, two test runs) live side by side.
const { DIST_DIR: outDir, SITE_URL } = config();

export default defineConfig({
  outDir: `./${outDir}`,
  cacheDir: `./node_modules/.astro/${outDir.replace(/[^\w-]/g, '_')}`,
  site: SITE_URL,
  output: 'static',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  build: { inlineStylesheets: 'always', format: 'directory' },
  trailingSlash: 'ignore',
  vite: {
    plugins: [tailwindcss()],
    ssr: { external: ['@electric-sql/pglite', 'pg', 'pino'] },
  },
});
