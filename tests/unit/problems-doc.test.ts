import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROBLEM_CATALOGUE } from '../../src/lib/api/problem-catalogue';
import { PROBLEM_TYPES, type ProblemKind } from '../../src/lib/api/problems';

const DOC = join(process.cwd(), 'docs/problems.md');

/** docs/problems.md as made from the catalogue. */
function problemsPage(): string {
  const rows = (Object.keys(PROBLEM_TYPES) as ProblemKind[]).map((kind) => {
    const { status, when } = PROBLEM_CATALOGUE[kind];
    return `| \`${PROBLEM_TYPES[kind]}\` | ${status.length ? status.join(', ') : '–'} | ${when} |`;
  });
  return [
    '# Problem types of the commerce API',
    '',
    'Every error answer of `/api` is an `application/problem+json` body with',
    '`type`, `title`, `status`, `detail` and, for field errors, `errors` by',
    'field. Clients decide on `type`, never on the wording of `title` or',
    '`detail`. A body without a type (or `about:blank`) is an unknown problem.',
    '',
    'This page is made from `PROBLEM_CATALOGUE` in `src/lib/api/problem-catalogue.ts`;',
    '`tests/unit/problems-doc.test.ts` fails when they differ. Rewrite it with',
    '`UPDATE_PROBLEMS_DOC=1` and the unit tests.',
    '',
    '| Type | Status | When |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

describe('problem types', () => {
  it('are unique URIs under /problems/', () => {
    const types = Object.values(PROBLEM_TYPES);
    expect(new Set(types).size).toBe(types.length);
    for (const type of types) expect(type).toMatch(/^\/problems\/[a-z-]+(\/[a-z-]+)?$/);
  });

  it('are all listed in docs/problems.md', () => {
    const page = problemsPage();
    if (process.env.UPDATE_PROBLEMS_DOC === '1') writeFileSync(DOC, page);
    expect(readFileSync(DOC, 'utf8')).toBe(page);
  });
});
