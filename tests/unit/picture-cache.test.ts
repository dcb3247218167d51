import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { diskRenditionCache } from '../../src/server/pictures/cache';

const dirs: string[] = [];
const dir = () => {
  const made = mkdtempSync(join(tmpdir(), 'renditions-'));
  dirs.push(made);
  return made;
};
afterEach(() => {
  for (const made of dirs.splice(0)) rmSync(made, { recursive: true, force: true });
});
const keyOf = (n: number) => n.toString(16).padStart(64, '0');
const kept = (root: string) => readdirSync(root).flatMap((sub) => readdirSync(join(root, sub)).map((name) => join(root, sub, name)));

describe('the renditions kept on disk', () => {
  it('makes a rendition once, for requests at the same moment and for later ones, and for another process sharing the folder', async () => {
    const root = dir();
    let made = 0;
    const make = async () => {
      made++;
      return Buffer.from('rendition');
    };
    const cache = diskRenditionCache(root);
    const [a, b] = await Promise.all([cache.get(keyOf(1), make), cache.get(keyOf(1), make)]);
    expect([a.toString(), b.toString(), made]).toEqual(['rendition', 'rendition', 1]);
    expect((await cache.get(keyOf(1), make)).toString()).toBe('rendition');
    expect((await diskRenditionCache(root).get(keyOf(1), make)).toString()).toBe('rendition');
    expect(made).toBe(1);
    expect(kept(root).every((file) => !file.endsWith('.tmp'))).toBe(true);
  });

  it('keeps no more than its bound: the least recently used go first', async () => {
    const root = dir();
    const cache = diskRenditionCache(root, { maxBytes: 1000 });
    for (let n = 0; n < 12; n++) await cache.get(keyOf(n), async () => Buffer.alloc(100, n));
    const total = kept(root).reduce((sum, file) => sum + statSync(file).size, 0);
    expect(total).toBeLessThanOrEqual(1000);
    expect(kept(root).map((file) => file.slice(-2))).toContain('0b');
  });

  it('runs at most `concurrency` makings at once', async () => {
    const cache = diskRenditionCache(dir(), { concurrency: 2 });
    let running = 0;
    let most = 0;
    const make = async () => {
      running++;
      most = Math.max(most, running);
      await Promise.resolve();
      await new Promise<void>((resolve) => setImmediate(resolve));
      running--;
      return Buffer.from('x');
    };
    await Promise.all(Array.from({ length: 6 }, (_, n) => cache.get(keyOf(100 + n), make)));
    expect(most).toBe(2);
  });
});
