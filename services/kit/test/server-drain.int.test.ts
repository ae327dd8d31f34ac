import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { closeGracefully, createServer } from '../src/server.ts';
import { waitFor } from '../src/testing/wait-for.ts';

/** Whether a fresh TCP connection to `port` is accepted. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('closing a server (SIGTERM)', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    app?.server.closeAllConnections();
    await app?.close();
  });

  /** A server whose `/slow` answers only once the test releases it; counts the requests it is holding. */
  async function slowServer() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = { count: 0 };
    const order: string[] = [];
    app = createServer({ name: 'drain-test', logger: false });
    // Where a service closes its bus and pools: after the answers, never under a request still running.
    app.addHook('onClose', async () => void order.push('pools closed'));
    app.get('/slow', async () => {
      held.count++;
      await released;
      order.push('answered');
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { port: (app.server.address() as AddressInfo).port, release, held, order };
  }

  it('answers the 20 requests in flight, refuses new connections, then closes', async () => {
    const { port, release, held, order } = await slowServer();
    const answers = Array.from({ length: 20 }, () =>
      fetch(`http://127.0.0.1:${port}/slow`).then(async (reply) => [reply.status, await reply.json()]),
    );
    await waitFor('20 requests under way', () => held.count === 20);

    const closed = closeGracefully(app!, 10_000);
    await waitFor('the listener to stop accepting', async () => !(await accepts(port)));
    release();

    expect(await Promise.all(answers)).toEqual(Array.from({ length: 20 }, () => [200, { done: true }]));
    await closed;
    expect(await accepts(port)).toBe(false);
    expect(order).toEqual([...Array.from({ length: 20 }, () => 'answered'), 'pools closed']);
  });

  it('cuts what is still under way after the drain time, so a stuck request cannot hold the process', async () => {
    const { port, held } = await slowServer();
    const stuck = fetch(`http://127.0.0.1:${port}/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    await waitFor('the request under way', () => held.count === 1);

    await closeGracefully(app!, 50);
    expect(await stuck).toBe('cut');
  });
});
