import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { productionStartProblem } from '../../src/server/config';

describe('starting in production', () => {
  it('needs SITE_URL when NODE_ENV is production, and nothing more elsewhere', () => {
    expect(productionStartProblem({ NODE_ENV: 'production' })).toMatch(/^SITE_URL is not set/);
    expect(productionStartProblem({ NODE_ENV: 'production', SITE_URL: '  ' })).toMatch(/^SITE_URL is not set/);
    expect(productionStartProblem({ NODE_ENV: 'production', SITE_URL: 'https://www.wattleandbloom.com.au' })).toBeNull();
    expect(productionStartProblem({})).toBeNull();
    expect(productionStartProblem({ NODE_ENV: 'development' })).toBeNull();
  });

  it('npm start refuses to serve without SITE_URL, saying why, before it touches the database', () => {
    const { SITE_URL: _site, ...env } = process.env;
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: { ...env, NODE_ENV: 'production', DATA_DIR: '.data/never-created', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('SITE_URL is not set. In production (NODE_ENV=production) set SITE_URL');
  });
});
