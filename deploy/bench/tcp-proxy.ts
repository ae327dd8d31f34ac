import { connect, createServer, type Server, type Socket } from 'node:net';

/** A TCP forwarder the benchmark can cut (connections refused, open ones reset) and restore on the same port. */
export interface TcpProxy {
  port: number;
  /** Resets every open connection and stops listening: new connections are refused. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** Forwards 127.0.0.1:`port` (a free one when 0) to `target`. */
export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  let server: Server | undefined;
  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(target);
        track(client);
        track(upstream);
        client.pipe(upstream);
        upstream.pipe(client);
        client.once('close', () => upstream.destroy());
        upstream.once('close', () => client.destroy());
      });
      next.once('error', reject);
      next.listen(onPort, '127.0.0.1', () => {
        server = next;
        resolve((next.address() as { port: number }).port);
      });
    });
  const stop = async () => {
    const closing = server;
    server = undefined;
    for (const socket of open) socket.resetAndDestroy();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };
  const bound = await listen(port);
  return {
    port: bound,
    cut: stop,
    restore: async () => {
      if (!server) await listen(bound);
    },
    close: stop,
  };
}
