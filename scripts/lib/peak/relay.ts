import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of Postgres on a fixed port (`--cut-postgres`): the
 * shop connects through it, and `cut` has the network lose the database
 * (every connection reset, new ones refused) until `open` is called again,
 * as tests/integration/database-outage.test.ts does; the server itself
 * keeps running.
 */
export class PostgresRelay {
  private server?: Server;
  private readonly sockets = new Set<Socket>();

  constructor(
    readonly port: number,
    private readonly target = { host: '127.0.0.1', port: 5432 },
  ) {}

  get isOpen(): boolean {
    return this.server !== undefined;
  }

  async open(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      const database = connect(this.target.port, this.target.host);
      for (const socket of [client, database]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(database).pipe(client);
    });
    server.listen(this.port, '127.0.0.1');
    await once(server, 'listening');
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.resetAndDestroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}
