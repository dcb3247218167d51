import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

/** README.md and every Markdown file under docs/. */
function markdownFiles(): string[] {
  const files = [join(root, 'README.md')];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.md')) files.push(path);
    }
  };
  walk(join(root, 'docs'));
  return files;
}

/** The text outside fenced code blocks and inline code, where links are links. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a Markdown file offers, with GitHub's -1, -2 for repeated headings. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutCode = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading] of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = headingAnchor(heading!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Links to files of this repository that do not exist, or to headings they do not have. */
function brokenLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const broken: string[] = [];
  for (const [, target] of prose(text).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target!)) continue; // http:, https:, mailto:
    const [path, anchor] = target!.split('#') as [string, string | undefined];
    const resolved = path ? resolve(dirname(file), decodeURI(path)) : file;
    const where = `${relative(root, file)}: ${target}`;
    if (!resolved.startsWith(root) || !existsSync(resolved)) {
      broken.push(`${where} (no such file)`);
      continue;
    }
    if (anchor && resolved.endsWith('.md') && !anchorsOf(readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor))) {
      broken.push(`${where} (no such heading)`);
    }
  }
  return broken;
}

describe('documentation links', () => {
  it('makes anchors as GitHub does', () => {
    expect(headingAnchor('Signing in: the seeded people')).toBe('signing-in-the-seeded-people');
    expect(headingAnchor('How `npm run start:cluster` shares the port')).toBe('how-npm-run-startcluster-shares-the-port');
    expect(headingAnchor("The drawer's panels")).toBe('the-drawers-panels');
  });

  it('points every relative link in README.md and docs/ at a file (and heading) that exists', () => {
    const files = markdownFiles();
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });
});
