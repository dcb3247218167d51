import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The renditions made so far, as files under `<DATA_DIR>/pictures`: shared
 * by every process of the server (each writes a file whole under a temporary
 * name, then renames it into place), kept across restarts, and bounded: past
 * `maxBytes` the least recently used files are removed down to three quarters
 * of it. A rendition is made on its first request; a second request for it
 * while it is being made waits for the same work.
 */
export interface RenditionCache {
  /** The rendition kept under `key`, made by `make` (at most `concurrency` at once in this process) when it is not. */
  get(key: string, make: () => Promise<Buffer>): Promise<Buffer>;
}

export const RENDITION_CACHE_MAX_BYTES = 512 * 1024 * 1024;

export function diskRenditionCache(dir: string, { maxBytes = RENDITION_CACHE_MAX_BYTES, concurrency = 2 } = {}): RenditionCache {
  const making = new Map<string, Promise<Buffer>>();
  const waiting: (() => void)[] = [];
  let running = 0;
  /** This process's estimate of the bytes kept; counted from the files on the first write, and again at each pruning. */
  let kept: number | undefined;

  const fileOf = (key: string) => join(dir, key.slice(0, 2), key);

  async function slot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  async function everyFile(): Promise<{ path: string; size: number; used: number }[]> {
    const found: { path: string; size: number; used: number }[] = [];
    for (const sub of await readdir(dir).catch(() => [] as string[])) {
      for (const name of await readdir(join(dir, sub)).catch(() => [] as string[])) {
        const path = join(dir, sub, name);
        const info = await stat(path).catch(() => undefined);
        if (info?.isFile()) found.push({ path, size: info.size, used: info.mtimeMs });
      }
    }
    return found;
  }

  async function prune(): Promise<void> {
    const files = (await everyFile()).sort((a, b) => a.used - b.used);
    let total = files.reduce((sum, file) => sum + file.size, 0);
    for (const file of files) {
      if (total <= maxBytes * 0.75) break;
      await rm(file.path, { force: true });
      total -= file.size;
    }
    kept = total;
  }

  async function keep(key: string, bytes: Buffer): Promise<void> {
    const file = fileOf(key);
    await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
    kept ??= (await everyFile()).reduce((sum, found) => sum + found.size, 0) - bytes.length;
    kept += bytes.length;
    if (kept > maxBytes) await prune();
  }

  return {
    async get(key, make) {
      const file = fileOf(key);
      const found = await readFile(file).catch(() => undefined);
      if (found) {
        // Marks it used: pruning removes the least recently used first.
        const now = new Date();
        void utimes(file, now, now).catch(() => undefined);
        return found;
      }
      const pending = making.get(key);
      if (pending) return pending;
      const work = slot(make).then(async (bytes) => {
        await keep(key, bytes).catch(() => undefined);
        return bytes;
      });
      making.set(key, work);
      try {
        return await work;
      } finally {
        making.delete(key);
      }
    },
  };
}
