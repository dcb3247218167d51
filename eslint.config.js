import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Lint rules: the recommended sets of ESLint, typescript-eslint, React hooks,
 * jsx-a11y and Astro. None of them turns on layout rules, so Prettier alone
 * owns formatting. Layer rules (what may import what) are in
 * eslint.layers.js.
 */
export default tseslint.config(
  {
    ignores: ['dist*/', '.astro/', '.data/', '.tools/', '.bench/', '.test-report/', 'public/', 'cms-schemas/content/', 'test-results/', 'playwright-report/', 'coverage/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  // Hooks live in .tsx components and in .ts modules (useVariants, useLoad…). Not in tests: a test's use* helper
  // (useTestStorageEngine from @nanostores/persistent) is not a React hook.
  { files: ['src/**/*.ts', 'src/**/*.tsx'], ...reactHooks.configs.flat.recommended },
  astro.configs['flat/recommended'],
  // Registers the jsx-a11y plugin (the same module) for every file and turns its rules on in .astro files.
  astro.configs['flat/jsx-a11y-recommended'],
  {
    files: ['**/*.tsx'],
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused names are an error, except the ones marked unused on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
);
