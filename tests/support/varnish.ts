import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Whether Debian's varnishd (with the xkey module of varnish-modules) is installed: `.ci/run` installs it. */
export const hasVarnish = (): boolean => spawnSync('varnishd', ['-V']).status === 0;

/** A port free now on the loopback address. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningVarnish {
  /** Where clients (and the shop's purges) reach it. */
  url: string;
  stop(): Promise<void>;
}

/**
 * The repository's VCL with its one backend made several shop processes,
 * asked in turn (a round-robin director). A request with `X-Test-Backend: n`
 * is sent to the n-th, for a test to have a page fetched from a process of
 * its choosing; each copy says which process it came from in
 * `X-Fetched-From` (shop1, shop2…).
 */
export function roundRobinVcl(vcl: string, ports: readonly number[]): string {
  const backend = /backend shop \{[\s\S]*?\n\}\n/.exec(vcl)?.[0];
  if (!backend?.includes('.port = "4321";')) throw new Error('ops/varnish/shop.vcl no longer names one backend `shop` on port 4321.');
  const shops = ports.map((_, n) => `shop${n + 1}`);
  const backends = ports.map((port, n) => backend.replace('backend shop {', `backend ${shops[n]} {`).replace('.port = "4321";', `.port = "${port}";`)).join('\n');
  const director = [
    'sub vcl_init {',
    '  new shops = directors.round_robin();',
    ...shops.map((shop) => `  shops.add_backend(${shop});`),
    '}',
    '',
    'sub vcl_recv {',
    '  set req.backend_hint = shops.backend();',
    ...shops.map((shop, n) => `  if (req.http.X-Test-Backend == "${n + 1}") {\n    set req.backend_hint = ${shop};\n  }`),
    '}',
    '',
    'sub vcl_backend_response {',
    '  set beresp.http.X-Fetched-From = beresp.backend.name;',
    '}',
    '',
  ].join('\n');
  return vcl.replace('import xkey;', 'import xkey;\nimport directors;').replace(backend, `${backends}\n${director}\n`);
}

/**
 * Starts varnishd in the foreground with the repository's VCL
 * (ops/varnish/shop.vcl) in front of a shop on `backendPort`, or of several
 * shop processes asked in turn, in a work directory of its own; resolves
 * once it answers.
 */
export async function startVarnish(backendPort: number | readonly number[]): Promise<RunningVarnish> {
  const dir = mkdtempSync(join(tmpdir(), 'varnish-'));
  // Run as root, varnishd reads the VCL as its own unprivileged user.
  chmodSync(dir, 0o755);
  const source = readFileSync('ops/varnish/shop.vcl', 'utf8');
  const vcl = typeof backendPort === 'number' ? source.replace('.port = "4321";', `.port = "${backendPort}";`) : roundRobinVcl(source, backendPort);
  writeFileSync(join(dir, 'shop.vcl'), vcl);
  const port = await freePort();
  const child: ChildProcess = spawn('varnishd', ['-F', '-n', join(dir, 'work'), '-a', `127.0.0.1:${port}`, '-f', join(dir, 'shop.vcl'), '-s', 'malloc,64m', '-T', 'none'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`varnishd exited (${child.exitCode}): ${output}`);
    try {
      await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`varnishd did not answer: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
