import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './lib/run';

/** `npm test`: type check, unit and integration tests (PGlite and Postgres), then the browser tests. */
const root = process.cwd();
const node = process.execPath;
const bin = (path: string) => join(root, 'node_modules', path);

await run(node, [bin('typescript/bin/tsc'), '--noEmit']);
await run(node, [bin('vitest/vitest.mjs'), 'run']);
rmSync(join(root, '.data/e2e'), { recursive: true, force: true });
await run(node, [bin('@playwright/test/cli.js'), 'test']);
