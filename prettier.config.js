/**
 * Prettier settings chosen to match the code as it was written by hand:
 * single quotes, semicolons, trailing commas and long lines (most hand-wrapped
 * lines are under 200 characters).
 * @type {import('prettier').Config}
 */
export default {
  plugins: ['prettier-plugin-astro'],
  printWidth: 200,
  singleQuote: true,
  semi: true,
  trailingComma: 'all',
  arrowParens: 'always',
  overrides: [
    { files: '*.astro', options: { parser: 'astro' } },
    // GraphQL queries in template literals are kept as written (often one line).
    // Not for .astro files: there the option makes the plugin drop frontmatter comments.
    { files: ['*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs'], options: { embeddedLanguageFormatting: 'off' } },
  ],
};
