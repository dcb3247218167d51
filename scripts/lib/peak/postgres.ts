import { execFile } from 'node:child_process';
import { chownSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * The rehearsal's own Postgres: a cluster in a folder of its own (made with
 * the machine's initdb, on a port of its own, trust auth on loopback only),
 * started before the mornings and stopped after, so that it can really be
 * restarted mid-morning (every client's connection ended with 57P01, the
 * shared buffers cold, and the write-ahead log replayed) without touching
 * the machine's Postgres that everyone else's tests use (docs/adr/0786). Postgres refuses to run as root: as root, every program
 * is run as the `postgres` user (`runuser -u postgres --`), which owns the
 * folder.
 */
export class RehearsalPostgres {
  readonly data: string;
  readonly log: string;
  private readonly owner?: { uid: number; gid: number };

  private constructor(
    readonly folder: string,
    readonly port: number,
    private readonly bin: string,
    readonly version: string,
  ) {
    this.data = join(folder, 'data');
    this.log = join(folder, 'server.log');
    if (process.getuid?.() === 0) this.owner = postgresUser();
  }

  /** The cluster's programs found (Debian's /usr/lib/postgresql/<version>/bin, newest first, or PEAK_PG_BIN), or why not. */
  static find(folder: string, port: number): RehearsalPostgres | { why: string } {
    const bin = serverPrograms();
    if (!bin) return { why: 'no initdb, pg_ctl and postgres found in PEAK_PG_BIN or /usr/lib/postgresql/<version>/bin (Debian: apt-get install postgresql)' };
    if (process.getuid?.() === 0 && !postgresUser()) return { why: 'running as root, and there is no `postgres` user to run the server as (Postgres refuses root)' };
    return new RehearsalPostgres(folder, port, bin.dir, bin.version);
  }

  /** The server's own database, as its superuser `postgres` (trust on 127.0.0.1). */
  get adminUrl(): string {
    return `postgresql://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** Runs one of the server's programs, as `postgres` when this is root. */
  private async program(name: string, args: string[], timeoutMs = 180_000): Promise<string> {
    const path = join(this.bin, name);
    const [command, all] = this.owner ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
    const { stdout, stderr } = await run(command, all, { timeout: timeoutMs, encoding: 'utf8' });
    return `${stdout}${stderr}`;
  }

  /**
   * Makes the cluster if the folder has none of this version (initdb), sets
   * its port, loopback-only listening and a socket in its own folder, then
   * starts it (stopping first one a run that ended abruptly left running).
   */
  async start(): Promise<string> {
    const made = !existsSync(join(this.data, 'PG_VERSION')) || readFileSync(join(this.data, 'PG_VERSION'), 'utf8').trim() !== this.version;
    if (made) {
      rmSync(this.folder, { recursive: true, force: true });
      mkdirSync(this.folder, { recursive: true, mode: 0o700 });
      if (this.owner) chownSync(this.folder, this.owner.uid, this.owner.gid);
      await this.program('initdb', ['-D', this.data, '-U', 'postgres', '--auth-local=trust', '--auth-host=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
      const settings = [
        '# The peak rehearsal (scripts/lib/peak/postgres.ts)',
        `port = ${this.port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${this.folder}'`,
        'max_connections = 200',
        "log_line_prefix = '%m [%p] '",
        '',
      ].join('\n');
      writeFileSync(join(this.data, 'postgresql.conf'), `${readFileSync(join(this.data, 'postgresql.conf'), 'utf8')}\n${settings}`);
    } else if (await this.running()) await this.stop('fast');
    await this.startServer();
    return made ? `made with initdb (Postgres ${this.version}) in ${this.data}` : `Postgres ${this.version} in ${this.data}, kept from an earlier run`;
  }

  private async startServer(): Promise<void> {
    await this.program('pg_ctl', ['start', '-D', this.data, '-l', this.log, '-w', '-t', '120']);
  }

  async running(): Promise<boolean> {
    return this.program('pg_ctl', ['status', '-D', this.data], 10_000).then(
      () => true,
      () => false,
    );
  }

  async stop(mode: 'fast' | 'immediate'): Promise<void> {
    await this.program('pg_ctl', ['stop', '-D', this.data, '-m', mode, '-w', '-t', '120']);
  }

  /** Ends every client's connection as a shutdown does (pg_terminate_backend: FATAL 57P01 to each); how many. */
  private async terminateClients(): Promise<number> {
    const client = new pg.Client({ connectionString: this.adminUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>("select count(pg_terminate_backend(pid))::text as n from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()");
      return Number(rows[0]!.n);
    } finally {
      await client.end();
    }
  }

  /**
   * A real restart, then started again. `fast`: a planned restart
   * (`pg_ctl stop -m fast`: every client told 57P01, a checkpoint, a clean
   * shutdown, nothing to replay). `immediate`: every client's connection
   * ended with 57P01 first, then `pg_ctl stop -m immediate` (no checkpoint),
   * so the start replays the write-ahead log as after a crash. Either way
   * the shared buffers start cold. Says how long each part took and what
   * the server's log says of the recovery.
   */
  async restart(mode: 'fast' | 'immediate'): Promise<{ stopMs: number; startMs: number; recovery: string }> {
    const logFrom = existsSync(this.log) ? statSync(this.log).size : 0;
    const began = performance.now();
    if (mode === 'immediate') await this.terminateClients();
    await this.stop(mode);
    const stopped = performance.now();
    await this.startServer();
    const started = performance.now();
    return { stopMs: stopped - began, startMs: started - stopped, recovery: recoveryOf(readFrom(this.log, logFrom)) };
  }
}

/** What the server's log says of a start: whether the log was replayed (from where to where), or the shutdown was clean. */
export function recoveryOf(log: string): string {
  const terminated = (log.match(/terminating connection due to (?:administrator|immediate shutdown) command/g) ?? []).length;
  const ended = terminated ? `${terminated} client connection${terminated === 1 ? '' : 's'} ended with "terminating connection" (57P01)` : 'no open connection was ended';
  const redo = /redo starts at ([0-9A-F/]+)/.exec(log)?.[1];
  const done = /redo done at ([0-9A-F/]+)(?:.*?elapsed: ([\d.]+ s))?/.exec(log);
  if (log.includes('was not properly shut down') || redo)
    return `${ended}; the start replayed the write-ahead log${redo ? ` from ${redo}` : ''}${done ? ` to ${done[1]}${done[2] ? ` in ${done[2]}` : ''}` : ''}`;
  if (log.includes('database system was shut down')) return `${ended}; it had shut down cleanly (a checkpoint), so the start replayed no log`;
  return `${ended}; the server's log says nothing of the recovery`;
}

function readFrom(file: string, offset: number): string {
  if (!existsSync(file)) return '';
  const size = statSync(file).size;
  if (size <= offset) return '';
  const buffer = Buffer.alloc(size - offset);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, offset);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
}

function serverPrograms(): { dir: string; version: string } | undefined {
  const has = (dir: string) => ['initdb', 'pg_ctl', 'postgres'].every((name) => existsSync(join(dir, name)));
  const named = process.env.PEAK_PG_BIN;
  if (named) return has(named) ? { dir: named, version: versionOf(named) } : undefined;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => /^\d+(\.\d+)?$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  const version = versions.find((v) => has(join(root, v, 'bin')));
  return version ? { dir: join(root, version, 'bin'), version } : undefined;
}

/** The major version of the programs in `dir`, from where Debian puts them or the folder's name. */
function versionOf(dir: string): string {
  return /postgresql\/(\d+)/.exec(dir)?.[1] ?? 'unknown';
}

function postgresUser(): { uid: number; gid: number } | undefined {
  try {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('postgres:'));
    if (!line) return undefined;
    const [, , uid, gid] = line.split(':');
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return undefined;
  }
}
