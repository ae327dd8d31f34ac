import { connect, createServer, type Server } from 'node:net';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../bench/tcp-proxy.ts';

/** Sends `text` through 127.0.0.1:`port` and resolves with the echo, or rejects with the connection's error. */
function echoThrough(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(text));
    socket.once('data', (data) => {
      resolve(data.toString());
      socket.end();
    });
    socket.once('error', reject);
  });
}

let echo: Server;
let proxy: TcpProxy;
beforeAll(async () => {
  echo = createServer((socket) => {
    // The proxy resets the connections it forwarded when it is cut.
    socket.on('error', () => socket.destroy());
    socket.pipe(socket);
  });
  echo.listen(0, '127.0.0.1');
  await once(echo, 'listening');
  proxy = await startTcpProxy({ host: '127.0.0.1', port: (echo.address() as { port: number }).port });
});
afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => echo.close(resolve));
});

describe("the fault bench's database proxy", () => {
  it('forwards, refuses and resets while cut, and forwards again on the same port once restored', async () => {
    expect(await echoThrough(proxy.port, 'before')).toBe('before');
    const open = connect({ host: '127.0.0.1', port: proxy.port });
    await once(open, 'connect');
    const reset = new Promise<string | undefined>((resolve) =>
      open.once('error', (error) => resolve((error as NodeJS.ErrnoException).code)),
    );

    await proxy.cut();

    expect(await reset).toBe('ECONNRESET');
    await expect(echoThrough(proxy.port, 'during')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await proxy.restore();
    expect(await echoThrough(proxy.port, 'after')).toBe('after');
  });
});
