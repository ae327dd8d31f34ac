import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startNotification, type Harness } from './harness.ts';
import { listen } from './live-harness.ts';

let h: Harness;
let url: string;
beforeAll(async () => {
  h = await startNotification({ NOTIFICATION_LIVE_PING_MS: 1_000 });
  url = await listen(h);
});
afterAll(async () => h?.close());

/** A raw WebSocket peer, answering pings or not, and when it was closed. */
async function peer(autoPong: boolean) {
  const socket = new WebSocket(url, ['v12.stomp'], { autoPong });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  const admin = await h.person(['ADMIN']);
  socket.send(
    `CONNECT\naccept-version:1.2\nheart-beat:0,0\nAuthorization:Bearer ${await h.service.issuer.token(admin.id, 'ADMIN')}\n\n\0`,
  );
  return { socket, closed };
}

describe('the live feed’s WebSocket pings', () => {
  it('drops a peer that stopped answering pings, and keeps one that answers', async () => {
    const [dead, alive] = await Promise.all([peer(false), peer(true)]);
    expect(await dead.closed).toBe(1006);
    expect(alive.socket.readyState).toBe(WebSocket.OPEN);
    alive.socket.close();
  });
});
