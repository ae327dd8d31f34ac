import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface StompFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

/** One STOMP frame as sent on the wire (no header escaping: tests use plain values). */
export function stompFrame(command: string, headers: Record<string, string>, body = ''): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}:${value}`);
  return `${command}\n${lines.join('\n')}\n\n${body}\0`;
}

function parseFrames(data: string): StompFrame[] {
  return data
    .split('\0')
    .map((text) => text.replace(/^\n+/, ''))
    .filter((text) => text.length > 0)
    .map((text) => {
      const [head = '', body = ''] = text.split(/\n\n/, 2);
      const [command = '', ...lines] = head.split('\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
      );
      return { command, headers, body };
    });
}

export interface FakeStompServer {
  url: string;
  /** Every frame the browsers sent, in order. */
  frames: StompFrame[];
  /** Sends a MESSAGE on every open subscription. */
  publish(body: string, headers?: Record<string, string>): void;
  /** How many browsers are connected. */
  openSockets(): number;
  /** Drops every socket, as a server restart does. */
  dropAll(): void;
  close(): Promise<void>;
}

/**
 * A STOMP 1.2 server on a free local port, as much of one as the live feed's tests need: CONNECT is answered
 * CONNECTED when `accepts(headers)` says so (no heart-beats), otherwise ERROR then close, as the notification
 * service does; SUBSCRIBE frames are recorded and receive what `publish` sends; receipts are given, and a
 * DISCONNECT closes the socket.
 */
export async function startFakeStompServer(
  accepts: (headers: Record<string, string>) => boolean,
): Promise<FakeStompServer> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const frames: StompFrame[] = [];
  const subscriptions = new Map<WebSocket, string[]>();
  let messageId = 0;

  server.on('connection', (socket) => {
    subscriptions.set(socket, []);
    socket.on('close', () => subscriptions.delete(socket));
    socket.on('message', (data) => {
      for (const frame of parseFrames(String(data))) {
        frames.push(frame);
        if (frame.command === 'CONNECT' || frame.command === 'STOMP') {
          if (accepts(frame.headers))
            socket.send(stompFrame('CONNECTED', { version: '1.2', 'heart-beat': '0,0' }));
          else {
            socket.send(stompFrame('ERROR', { message: 'unauthorized' }));
            socket.close();
          }
        } else if (frame.command === 'SUBSCRIBE') subscriptions.get(socket)?.push(frame.headers.id ?? '');
        if (frame.headers.receipt)
          socket.send(stompFrame('RECEIPT', { 'receipt-id': frame.headers.receipt }));
        if (frame.command === 'DISCONNECT') socket.close();
      }
    });
  });

  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/api/notification/ws`,
    frames,
    publish(body, headers = { 'live-kind': 'event' }) {
      for (const [socket, ids] of subscriptions)
        for (const id of ids) {
          messageId += 1;
          socket.send(
            stompFrame('MESSAGE', { subscription: id, 'message-id': String(messageId), ...headers }, body),
          );
        }
    },
    openSockets: () => subscriptions.size,
    dropAll() {
      for (const socket of subscriptions.keys()) socket.terminate();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
