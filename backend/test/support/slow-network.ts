import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP hop that delays every packet by `delayMs` each way, in order: MariaDB or Redis as far away as on a real
 * network (a round trip of 2 x delayMs), where two requests' statements can interleave as they do in production.
 * On localhost a round trip takes a fraction of a millisecond, less than the server needs to read the next request,
 * so a race between two steps of a request hardly ever shows.
 */
export class SlowNetwork {
  private readonly servers: Server[] = [];
  private readonly sockets = new Set<Socket>();

  constructor(private readonly delayMs: number) {}

  /** The URL with its host and port replaced by a slow hop to them. */
  async route(url: string): Promise<string> {
    const target = new URL(url);
    const defaultPort = target.protocol.startsWith('redis') ? 6379 : 3306;
    const upstream = { host: target.hostname, port: Number(target.port || defaultPort) };
    const server = createServer((client) => {
      const remote = connect(upstream);
      this.pipe(client, remote);
      this.pipe(remote, client);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.servers.push(server);
    target.hostname = '127.0.0.1';
    target.port = String((server.address() as AddressInfo).port);
    return target.toString();
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await Promise.all(this.servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }

  /** Timers of one delay fire in the order they were set, so the bytes keep their order. */
  private pipe(from: Socket, to: Socket): void {
    this.sockets.add(from);
    from.on('data', (chunk) => setTimeout(() => to.destroyed || to.write(chunk), this.delayMs));
    from.on('end', () => setTimeout(() => to.end(), this.delayMs));
    from.on('error', () => to.destroy());
    from.on('close', () => {
      this.sockets.delete(from);
      setTimeout(() => to.destroy(), this.delayMs);
    });
  }
}
