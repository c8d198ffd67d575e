import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { REDIS_URL } from './server-process';

/** A TCP relay to Redis that the test can cut and restore, standing for a Redis that goes away. */
export class RedisRelay {
  private server: Server = createServer();
  private sockets = new Set<Socket>();
  port = 0;

  async open(): Promise<void> {
    const target = new URL(REDIS_URL);
    this.server = createServer((client) => {
      const upstream = tcpConnect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  async cut(): Promise<void> {
    const closed = new Promise((resolve) => this.server.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}
