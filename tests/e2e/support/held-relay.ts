import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of Postgres for one shop process: `hold` keeps
 * everything either side sends (the process's queries and its
 * notifications) until `release`, as a process slow to hear of a change
 * would be; nothing is dropped.
 */
export class HeldRelay {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  private held: (() => void)[] | undefined;

  constructor(
    readonly port: number,
    private readonly target = { host: '127.0.0.1', port: 5432 },
  ) {}

  /** `url`'s database, reached through the relay. */
  address(url: string): string {
    const through = new URL(url);
    through.hostname = '127.0.0.1';
    through.port = String(this.port);
    return through.toString();
  }

  async open(): Promise<void> {
    const server = createServer((client) => {
      const database = connect(this.target.port, this.target.host);
      const pass = (from: Socket, to: Socket) => {
        from.on('data', (chunk: Buffer) => (this.held ? this.held.push(() => to.write(chunk)) : to.write(chunk)));
        from.on('end', () => (this.held ? this.held.push(() => to.end()) : to.end()));
      };
      pass(client, database);
      pass(database, client);
      for (const socket of [client, database]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
    });
    server.listen(this.port, '127.0.0.1');
    await once(server, 'listening');
    this.server = server;
  }

  hold(): void {
    this.held ??= [];
  }

  release(): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const send of held) send();
  }

  async close(): Promise<void> {
    this.release();
    for (const socket of this.sockets) socket.destroy();
    if (this.server) await new Promise((resolve) => this.server!.close(resolve));
  }
}
