import astro from 'eslint-plugin-astro';
import tseslint from 'typescript-eslint';

/**
 * Layer rules: what each part of src/ may import (run by `npm run layers`).
 * ESLint's own no-restricted-imports is used rather than a dependency graph
 * tool because it reads the frontmatter of .astro files, where pages and
 * templates do their imports. Paths are matched on the import as written
 * (the code uses relative imports only, no aliases).
 */
const SERVER = {
  regex: '^(\\.\\.?/)+(.+/)?server(/|$)',
  message: 'Only src/server and the API mount (src/pages/api/[...path].ts) import the server: reach commerce data through the API contract in src/lib/api.',
};

/**
 * The in-process bridges to the embedded servers, used at build time and on
 * the server only: the GraphQL client and the commerce client are given the
 * embedded servers' own fetch. With them, the content modules that go
 * through the GraphQL client.
 */
const BRIDGES = {
  regex: '^(\\.\\.?/)+(.+/)?lib/(api/build-client|cms/(client|articles|countries|listing|queries))(\\.ts)?$',
  message:
    'Browser code never imports the build-time bridges to the embedded servers (lib/api/build-client, lib/cms/client) nor the content modules that use them: take content as props from the page, or the commerce API through src/lib/api.',
};

/**
 * The seed (db/seed: the catalogue, stores, suburbs, demo people and orders,
 * and the scale data set) is loaded into the database by scripts/seed.ts
 * before the app starts, and by the tests; the app's code never depends on
 * it (docs/adr/0722).
 */
const SEED = {
  regex: '^(\\.\\.?/)+(.+/)?db/seed(/|$)',
  message: 'src/ never imports the seed (db/seed): scripts/seed.ts seeds the database before the app starts (docs/adr/0722).',
};

/** The browser side of each feature (src/features/<feature>/: islands, stores/, api/). */
const FEATURES = ['account', 'alerts', 'auth', 'cart', 'checkout', 'content', 'delivery', 'forms', 'listing', 'menu', 'payments', 'product', 'search', 'studio', 'wishlist'];

/** Another feature's subfolders other than stores/ and api/ (its pages, panels, helpers) are its own. */
const featureInsides = (feature) => ({
  regex: `^(\\.\\./)+(features/)?(${FEATURES.filter((other) => other !== feature).join('|')})/(?!stores/|api/)[^/]+/`,
  message: `A feature imports another feature's stores/, api/ or top-level components only, never the folders inside it.`,
});

export default [
  { files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser } },
  // Parses .astro files (frontmatter and template); turns no rules on.
  ...astro.configs['flat/base'],
  // Everywhere in src/; the blocks below repeat it, as a later block's options replace an earlier one's.
  { files: ['src/**'], rules: { 'no-restricted-imports': ['error', { patterns: [SEED] }] } },
  {
    // Pure rules: no I/O, framework, store or server; only their own modules and pure libraries.
    files: ['src/lib/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./|zod$|date-fns(-tz)?(/|$)|libphonenumber-js(/|$))',
              message: 'src/lib/domain imports only its own modules and zod, date-fns, date-fns-tz or libphonenumber-js: no node:*, server, stores, React, Astro or database.',
            },
          ],
        },
      ],
    },
  },
  {
    // Browser code, shared clients and the rendering layers never reach into the server.
    files: ['src/features/**', 'src/components/**', 'src/stores/**', 'src/lib/**', 'src/pages/**', 'src/templates/**', 'src/blocks/**', 'src/layouts/**'],
    // The two bridges are the only modules outside the API mount that hold the embedded servers.
    ignores: ['src/lib/domain/**', 'src/pages/api/\\[...path\\].ts', 'src/lib/cms/client.ts', 'src/lib/api/build-client.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER, SEED] }] },
  },
  {
    // Browser code: no server, and no bridge. Its .astro components render at build time only and may use them.
    // (Both patterns are listed: a later block's options replace an earlier one's for the same rule.)
    files: ['src/features/**', 'src/components/**', 'src/stores/**'],
    ignores: ['**/*.astro'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER, BRIDGES, SEED] }] },
  },
  ...FEATURES.map((feature) => ({
    // A feature reaches another only through its state (stores/), its API client (api/) and the components at its top level.
    files: [`src/features/${feature}/**`],
    ignores: ['**/*.astro'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER, BRIDGES, SEED, featureInsides(feature)] }] },
  })),
];
