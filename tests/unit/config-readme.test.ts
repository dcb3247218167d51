import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, readConfig } from '../../src/server/config';

/** The variables named in the first column of the tables of docs/configuration.md (README links to it). */
function documentedVariables(): Set<string> {
  const page = readFileSync(join(process.cwd(), 'docs/configuration.md'), 'utf8');
  const names = new Set<string>();
  for (const line of page.split('\n')) {
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1];
    if (!firstCell) continue;
    for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)[`=]/g)) names.add(name!);
  }
  return names;
}

describe('configuration', () => {
  it('declares exactly the variables docs/configuration.md documents', () => {
    const documented = documentedVariables();
    expect(documented.size).toBeGreaterThan(10);
    expect(
      CONFIG_VARIABLES.filter((name) => !documented.has(name)),
      'declared in config but not in docs/configuration.md',
    ).toEqual([]);
    expect(
      [...documented].filter((name) => !(CONFIG_VARIABLES as string[]).includes(name)),
      'in docs/configuration.md but not declared in config',
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
