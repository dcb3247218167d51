import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What a build is made from; a change to any of these means a new build. */
const INPUTS = ['src', 'cms-schemas', 'public', 'astro.config.mjs', 'tailwind.config.mjs', 'tsconfig.json', 'package-lock.json'];

function walk(path: string, files: string[]) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) for (const name of readdirSync(path).sort()) walk(join(path, name), files);
  else files.push(path);
}

export function sourceHash(root: string): string {
  const hash = createHash('sha256');
  const files: string[] = [];
  for (const input of INPUTS) walk(join(root, input), files);
  for (const file of files) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}
