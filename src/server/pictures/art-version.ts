import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A hash of every drawing under `<publicDir>/images` (the share renditions
 * aside): the version in the drawn pictures' rendition addresses
 * (src/lib/images/pictures.ts). astro.config.mjs gives it to the build as
 * `__ART_VERSION__`, so a changed drawing changes every drawn address.
 */
export function artVersion(publicDir: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string, at: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(at === '' && entry.name === 'share')) walk(path, `${at}${entry.name}/`);
      } else if (entry.name.endsWith('.svg')) {
        hash.update(`${at}${entry.name}\0`).update(readFileSync(path));
      }
    }
  };
  walk(join(publicDir, 'images'), '');
  return hash.digest('hex').slice(0, 8);
}
