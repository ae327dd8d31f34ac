import { WebSocketServer, type WebSocket } from 'ws';

/**
 * The live feed row's yardstick, in a process of its own: a bare `ws` server (no STOMP, no gateway, no
 * authentication, permessage-deflate off) that sends one small JSON message to every connected socket when its
 * parent asks. It reports its port, then its memory after a full collection when asked (run with --expose-gc).
 */
const sockets = new Set<WebSocket>();
const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
server.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
server.on('listening', () => {
  const address = server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('message', (message: { send?: string; memory?: true; stop?: true }) => {
  if (message.send !== undefined) {
    const text = JSON.stringify({ id: message.send, sentAt: Date.now() });
    for (const socket of sockets) socket.send(text);
  }
  if (message.memory) {
    (globalThis as { gc?: () => void }).gc?.();
    const usage = process.memoryUsage();
    process.send!({ held: usage.heapUsed + usage.external, rss: usage.rss });
  }
  if (message.stop) {
    for (const socket of sockets) socket.terminate();
    server.close(() => process.exit(0));
  }
});
