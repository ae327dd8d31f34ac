import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { StompConnection, type StompConnectionDeps } from './stomp-connection.ts';

/** Just what a connection uses of a `ws` socket, recording what it was told. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: string[] = [];
  terminated = false;
  closedWith: number | undefined;
  send(data: string | Buffer) {
    this.sent.push(String(data));
  }
  close(code: number) {
    this.closedWith = code;
  }
  terminate() {
    this.terminated = true;
  }
  frame(text: string) {
    this.emit('message', Buffer.from(text));
  }
}

const HEARTBEAT_MS = 10_000;

function connection() {
  let now = 1_000_000;
  const subscribed: unknown[] = [];
  const socket = new FakeSocket();
  const deps: StompConnectionDeps = {
    admit: async () => ({
      claims: { sub: 'u-1', role: 'ADMIN', authorities: ['ADMIN'], exp: 9_999_999_999 },
      viewer: { id: 'u-1', role: 'ADMIN', rooms: new Set(), sectors: new Set() },
    }),
    subscribe: (c) => subscribed.push(c),
    unsubscribe: (c) => subscribed.splice(subscribed.indexOf(c), 1),
    now: () => now,
    heartbeatMs: HEARTBEAT_MS,
    maxBufferedBytes: 1_000,
    maxFrameBytes: 16_384,
  };
  const c = new StompConnection(socket as unknown as WebSocket, deps);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    c,
    socket,
    subscribed,
    settle,
    advance: (ms: number) => void (now += ms),
    async subscribe() {
      socket.frame('CONNECT\naccept-version:1.2\nheart-beat:5000,5000\nAuthorization:Bearer t\n\n\0');
      socket.frame('SUBSCRIBE\nid:sub-0\ndestination:/user/queue/appointments\n\n\0');
      await settle();
      await settle();
    },
    now: () => now,
  };
}

describe('a STOMP connection', () => {
  it('negotiates heart-beats, sends one when it has been quiet, and drops a peer silent for two periods', async () => {
    const t = connection();
    await t.subscribe();
    expect(t.socket.sent[0]).toContain('heart-beat:10000,10000');
    const before = t.socket.sent.length;
    t.advance(HEARTBEAT_MS - 1);
    t.c.sweep(t.now(), 10_000);
    expect(t.socket.sent).toHaveLength(before);
    t.advance(1);
    t.c.sweep(t.now(), 10_000);
    expect(t.socket.sent.at(-1)).toBe('\n');

    t.socket.frame('\n');
    t.advance(2 * HEARTBEAT_MS);
    t.c.sweep(t.now(), 10_000);
    expect(t.socket.terminated).toBe(false);
    t.advance(1);
    t.c.sweep(t.now(), 10_000);
    expect(t.socket.terminated).toBe(true);
    expect(t.subscribed).toHaveLength(0);
  });

  it('drops a reader with too much waiting to be sent, and leaves the hub', async () => {
    const t = connection();
    await t.subscribe();
    expect(t.subscribed).toHaveLength(1);
    t.c.sendEvent('e-1', '{"id":"e-1"}');
    expect(t.socket.sent.at(-1)).toContain('message-id:e-1');
    t.socket.bufferedAmount = 1_001;
    t.c.sendEvent('e-2', '{"id":"e-2"}');
    expect(t.socket.terminated).toBe(true);
    expect(t.socket.sent.join('')).not.toContain('e-2');
    expect(t.subscribed).toHaveLength(0);
  });

  it('drops a connection that never sends CONNECT', () => {
    const t = connection();
    t.advance(10_001);
    t.c.sweep(t.now(), 10_000);
    expect(t.socket.terminated).toBe(true);
  });

  it('answers a receipt, and closes on DISCONNECT', async () => {
    const t = connection();
    await t.subscribe();
    t.socket.frame('DISCONNECT\nreceipt:bye\n\n\0');
    await t.settle();
    expect(t.socket.sent.at(-1)).toBe('RECEIPT\nreceipt-id:bye\n\n\0');
    expect(t.socket.closedWith).toBe(1000);
  });
});
