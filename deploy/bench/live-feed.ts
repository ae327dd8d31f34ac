import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import type { Client } from '@stomp/stompjs';
import { LIVE_FEED_PATHS } from '@teleplan/proto/live-feed';
import { DEMO_ADMIN } from '../seed/demo-data.ts';
import { insertBookingWorld, postBooking, startOf } from './booking-data.ts';
import { openLiveClient } from './live-client.ts';
import { signInAs } from './requests.ts';
import { runAlone } from './run-alone.ts';

/**
 * The live feed row (`npm run bench:live -w deploy`): a standalone platform on a temporary data directory,
 * N STOMP clients (`@stomp/stompjs`, as the SPA) connected through its gateway as the demo super administrator
 * (who sees every event), held at 2,000 then 5,000 (`BENCH_LIVE_CLIENTS`). At each level: the platform's
 * resident memory per idle connection, then `BENCH_LIVE_BOOKINGS` bookings one after the other
 * (`POST /api/schedule/appointments`) and, for every client, the time from the event's `occurredAt` (schedule's
 * clock in the booking's transaction, so commit → delivery plus the end of the transaction) to the MESSAGE
 * frame's arrival. Beside it, the same fan-out with a bare `ws` server in its own process (no STOMP, no gateway,
 * no authentication): the floor the feed is compared with. Same host, same clock.
 */
const LEVELS = (process.env.BENCH_LIVE_CLIENTS ?? '2000,5000').split(',').map(Number);
const BOOKINGS = Number(process.env.BENCH_LIVE_BOOKINGS ?? 20);
const CONNECT_BATCH = 100;
const WARM_CONNECTIONS = 100;
const DELIVERY_TIMEOUT_MS = 30_000;
const lines: string[] = [];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** Delivery delays (ms) by message id, and how many clients got each. */
class Deliveries {
  readonly delays: number[] = [];
  readonly counts = new Map<string, number>();
  add(id: string, delayMs: number): void {
    this.delays.push(delayMs);
    this.counts.set(id, (this.counts.get(id) ?? 0) + 1);
  }
  async all(id: string, clients: number): Promise<void> {
    const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
    while ((this.counts.get(id) ?? 0) < clients) {
      if (Date.now() > deadline)
        throw new Error(`${id}: ${this.counts.get(id) ?? 0} of ${clients} clients got it`);
      await sleep(5);
    }
  }
  summary(): string {
    const sorted = [...this.delays].sort((a, b) => a - b);
    return `p50 ${percentile(sorted, 50)} ms, p99 ${percentile(sorted, 99)} ms, max ${sorted.at(-1)} ms (${sorted.length} deliveries)`;
  }
}

const MEMORY_FILE = path.join(mkdtempSync(path.join(os.tmpdir(), 'teleplan-bench-live-')), 'memory.json');
process.env.BENCH_MEMORY_FILE = MEMORY_FILE;

/** The platform's memory after a full collection (`memory-probe.ts`, asked by SIGUSR2): heap and buffers, RSS. */
async function settledMemory(pid: number): Promise<{ held: number; rss: number }> {
  await sleep(2_000);
  rmSync(MEMORY_FILE, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; !existsSync(MEMORY_FILE); waited += 50) {
    if (waited > 10_000) throw new Error('the platform did not report its memory');
    await sleep(50);
  }
  await sleep(50);
  const usage = JSON.parse(readFileSync(MEMORY_FILE, 'utf8')) as NodeJS.MemoryUsage;
  return { held: usage.heapUsed + usage.external, rss: usage.rss };
}

async function inBatches(count: number, open: () => Promise<unknown>): Promise<void> {
  for (let done = 0; done < count; done += CONNECT_BATCH) {
    await Promise.all(Array.from({ length: Math.min(CONNECT_BATCH, count - done) }, open));
  }
}

const stompClient = (url: string, token: string, deliveries: () => Deliveries) =>
  openLiveClient({
    url,
    token,
    onMessage: (event) => deliveries().add(event.id!, Date.now() - Date.parse(event.occurredAt!)),
  });

async function benchFeed(origin: string, pgUrl: string, pid: number): Promise<void> {
  const token = await signInAs(origin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const world = await insertBookingWorld(`${pgUrl}/teleplan_schedule`, 1);
  const pair = world.pairs[0]!;
  const today = new Date();
  const firstDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 2);
  const url = `${origin.replace(/^http/, 'ws')}${LIVE_FEED_PATHS.webSocket}`;
  let deliveries = new Deliveries();
  const clients: Client[] = [];
  let booked = 0;
  // The baseline with a first batch connected, so that what the first connection costs once is in it.
  await inBatches(WARM_CONNECTIONS, async () =>
    clients.push(await stompClient(url, token, () => deliveries)),
  );
  // Twice: what the start and the seed left behind is collected by the first, and its timers' caches expire.
  await settledMemory(pid);
  await sleep(5_000);
  let previous = { connections: clients.length, ...(await settledMemory(pid)) };
  try {
    for (const level of LEVELS) {
      const began = performance.now();
      await inBatches(level - clients.length, async () =>
        clients.push(await stompClient(url, token, () => deliveries)),
      );
      const connectS = ((performance.now() - began) / 1000).toFixed(1);
      const memory = await settledMemory(pid);
      const added = clients.length - previous.connections;
      const perConnection = {
        held: (memory.held - previous.held) / added,
        rss: (memory.rss - previous.rss) / added,
      };
      const since = previous.connections;
      previous = { connections: clients.length, ...memory };
      deliveries = new Deliveries();
      const answers: number[] = [];
      for (let n = 0; n < BOOKINGS; n++) {
        const sent = performance.now();
        const answer = await postBooking(
          `${origin}/api/schedule/appointments`,
          token,
          world,
          pair,
          startOf(firstDay, booked++),
        );
        answers.push(performance.now() - sent);
        const body = await answer.text();
        if (answer.status !== 201) throw new Error(`booking answered ${answer.status} ${body}`);
        // The answer does not name the event: wait until every client got this booking's (the n-th) event.
        const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
        while (deliveries.delays.length < clients.length * (n + 1)) {
          if (Date.now() > deadline) throw new Error(`booking ${n}: ${deliveries.delays.length} deliveries`);
          await sleep(5);
        }
        await sleep(100);
      }
      const duplicated = [...deliveries.counts.values()].filter((count) => count !== clients.length).length;
      const sortedAnswers = answers.sort((a, b) => a - b);
      lines.push(
        `Live feed, ${clients.length} STOMP clients through the gateway (standalone), connected in ${connectS} s:`,
        `  occurredAt → MESSAGE at every client: ${deliveries.summary()}; ${duplicated} events not delivered exactly once to each`,
        `  booking answer p50 ${percentile(sortedAnswers, 50).toFixed(0)} ms; per idle connection added after ${since}: ` +
          `${kib(perConnection.held)} KiB of heap and buffers after a full GC, ${kib(perConnection.rss)} KiB of RSS ` +
          `(platform RSS ${mib(memory.rss)} MiB)`,
      );
    }
  } finally {
    for (const client of clients) void client.deactivate();
  }
}

async function benchBare(): Promise<void> {
  const server: ChildProcess = fork(fileURLToPath(new URL('./live-bare-ws-server.ts', import.meta.url)), {
    execArgv: ['--expose-gc'],
  });
  const next = <T>() =>
    new Promise<T>((resolve) => server.once('message', (message) => resolve(message as T)));
  const { port } = await next<{ port: number }>();
  const sockets: WebSocket[] = [];
  let deliveries = new Deliveries();
  try {
    server.send({ memory: true });
    const before = await next<{ held: number; rss: number }>();
    for (const level of LEVELS) {
      await inBatches(
        level - sockets.length,
        () =>
          new Promise<void>((resolve, reject) => {
            const socket = new WebSocket(`ws://127.0.0.1:${port}`, { perMessageDeflate: false });
            socket.on('open', () => resolve());
            socket.on('error', reject);
            socket.on('message', (data: Buffer) => {
              const message = JSON.parse(String(data)) as { id: string; sentAt: number };
              deliveries.add(message.id, Date.now() - message.sentAt);
            });
            sockets.push(socket);
          }),
      );
      await sleep(3_000);
      server.send({ memory: true });
      const memory = await next<{ held: number; rss: number }>();
      deliveries = new Deliveries();
      for (let n = 0; n < BOOKINGS; n++) {
        const id = `m-${level}-${n}`;
        server.send({ send: id });
        await deliveries.all(id, sockets.length);
        await sleep(100);
      }
      lines.push(
        `Bare ws, ${sockets.length} sockets (no STOMP, no gateway): send → message ${deliveries.summary()}; ` +
          `per idle connection ${kib((memory.held - before.held) / sockets.length)} KiB of heap and buffers after a ` +
          `full GC, ${kib((memory.rss - before.rss) / sockets.length)} KiB of RSS (server RSS ${mib(memory.rss)} MiB)`,
      );
    }
  } finally {
    for (const socket of sockets) socket.terminate();
    server.send({ stop: true });
  }
}

await runAlone(
  'live',
  async (platform) => {
    await benchFeed(platform.origin, platform.pgUrl, platform.pid);
    await benchBare();
    lines.push(`  (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`);
  },
  () => lines,
  ['--expose-gc', '--import', fileURLToPath(new URL('./memory-probe.ts', import.meta.url))],
);
