import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { StompConnection, type StompConnectionDeps } from './stomp-connection.ts';

export interface StompEndpointOptions extends StompConnectionDeps {
  path: string;
  /** WebSocket pings: a peer that has not answered the previous one by the next is dropped. */
  pingMs: number;
  /** A connection that has not sent CONNECT by then is dropped. */
  connectTimeoutMs: number;
}

/**
 * The live feed's WebSocket endpoint on `server` (`ws`, permessage-deflate off: each frame is small and compressing
 * every socket's copy costs more than it saves). Answers upgrades to `path` only; a sweep sends heart-beats,
 * drops silent peers, connections that never CONNECT and sessions whose token expired, and pings.
 */
export class StompEndpoint {
  private readonly server: Server;
  private readonly options: StompEndpointOptions;
  private readonly wss: WebSocketServer;
  private readonly connections = new Set<StompConnection>();
  private readonly sweeper: NodeJS.Timeout;
  private readonly pinger: NodeJS.Timeout;
  private readonly onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) =>
    this.upgrade(request, socket, head);

  constructor(server: Server, options: StompEndpointOptions) {
    this.server = server;
    this.options = options;
    this.wss = new WebSocketServer({
      noServer: true,
      perMessageDeflate: false,
      maxPayload: options.maxFrameBytes,
    });
    server.on('upgrade', this.onUpgrade);
    const tick = Math.max(100, Math.min(1_000, Math.floor(options.heartbeatMs / 4)));
    this.sweeper = setInterval(() => this.sweep(), tick).unref();
    this.pinger = setInterval(() => this.ping(), options.pingMs).unref();
  }

  /** Stops taking connections and closes the open ones (going away: browsers reconnect elsewhere). */
  close(): void {
    clearInterval(this.sweeper);
    clearInterval(this.pinger);
    this.server.off('upgrade', this.onUpgrade);
    for (const connection of this.connections) connection.end();
    this.wss.close();
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    if (path !== this.options.path) {
      // Another listener may take it; alone, answer rather than leave the socket hanging.
      if (this.server.listenerCount('upgrade') === 1) socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      const connection = new StompConnection(ws, this.options);
      this.connections.add(connection);
      ws.on('close', () => this.connections.delete(connection));
    });
  }

  private sweep(): void {
    const now = this.options.now();
    for (const connection of this.connections) connection.sweep(now, this.options.connectTimeoutMs);
  }

  private ping(): void {
    for (const connection of this.connections) {
      if (!connection.alive) {
        connection.terminate();
        continue;
      }
      connection.alive = false;
      connection.ws.ping();
    }
  }
}
