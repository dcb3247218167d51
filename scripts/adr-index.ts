import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Rewrites the list in docs/adr/README.md from the records in the folder
 * (every NNNN-*.md, by number, titled by its first heading).
 * Run: node scripts/node24.mjs scripts/adr-index.ts
 */
const folder = join(process.cwd(), 'docs/adr');
const START = '<!-- records: start -->';
const END = '<!-- records: end -->';

export function adrList(files: { name: string; text: string }[]): string {
  return files
    .filter((file) => /^\d{4}-.+\.md$/.test(file.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((file) => {
      const title = /^#\s+(.+)$/m.exec(file.text)?.[1]?.replace(/^\d+[.:]\s*/, '') ?? file.name;
      return `- [${file.name.slice(0, 4)}](${file.name}) ${title}`;
    })
    .join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = readdirSync(folder).map((name) => ({ name, text: readFileSync(join(folder, name), 'utf8') }));
  const readme = join(folder, 'README.md');
  const current = readFileSync(readme, 'utf8');
  const before = current.slice(0, current.indexOf(START) + START.length);
  const after = current.slice(current.indexOf(END));
  writeFileSync(readme, `${before}\n\n${adrList(files)}\n\n${after}`);
}
