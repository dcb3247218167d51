import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, readConfig } from '../../src/server/config';

/** The variables named in the first column of the tables under README's "Production services". */
function readmeVariables(): Set<string> {
  const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Production services');
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  const names = new Set<string>();
  for (const line of section.split('\n')) {
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1];
    if (!firstCell) continue;
    for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)[`=]/g)) names.add(name!);
  }
  return names;
}

describe('configuration', () => {
  it('declares exactly the variables README documents', () => {
    const documented = readmeVariables();
    expect(documented.size).toBeGreaterThan(10);
    expect(
      CONFIG_VARIABLES.filter((name) => !documented.has(name)),
      'declared in config but not in README',
    ).toEqual([]);
    expect(
      [...documented].filter((name) => !(CONFIG_VARIABLES as string[]).includes(name)),
      'in README but not declared in config',
    ).toEqual([]);
  });

  it('parses the variables, with the embedded defaults when they are absent', () => {
    const defaults = readConfig({});
    expect(defaults.DATABASE_URL).toBeUndefined();
    expect(defaults.DATABASE_POOL_SIZE).toBe(10);
    expect(defaults.seedDemoUsers).toBe(true);
    expect(defaults.searchCache).toBe(true);
    const set = readConfig({ DATABASE_POOL_SIZE: '4', SEED_DEMO_USERS: 'false', SEARCH_CACHE: 'off', CONTENT_API_URL: '' });
    expect(set).toMatchObject({ DATABASE_POOL_SIZE: 4, seedDemoUsers: false, searchCache: false });
    expect(set.CONTENT_API_URL, 'an empty variable is an absent one').toBeUndefined();
    expect(() => readConfig({ SESSION_SECRET: 'short' })).toThrow();
  });
});
