import os from 'node:os';
import { benchBooking, BOOKING_AIM, type BookingFigures } from './booking-bench.ts';
import { Cleanup } from './cleanup.ts';
import { failedRequests } from './load.ts';
import { cpuSeconds, type PlatformCpu } from './process-cpu.ts';
import { shippingLines } from './report.ts';
import { cpuProfileOptions, runAlone } from './run-alone.ts';
import { benchShipping, type ShippingFigures } from './shipping-bench.ts';

/**
 * The booking row alone (`npm run bench:booking -w deploy`): a standalone platform on a temporary data directory,
 * `POST /api/schedule/appointments?withDetails=true` through its gateway at 20 connections (BENCH_DURATION_S,
 * BENCH_WARMUP_S as `npm run bench`), then the CPU milliseconds per booking of the platform's Node process and
 * of its PostgreSQL processes over the measured seconds: unlike the wall figures, other work on the machine
 * barely moves them. BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the platform process there.
 * That platform stopped, the same bookings on two new platforms logging every request line, one shipping them, in
 * turn (`shipping-bench.ts`): what shipping the logs costs a booking.
 * Exits 1 when a request failed or two live appointments overlap.
 */
const settings = {
  connections: 20,
  durationS: Number(process.env.BENCH_DURATION_S ?? 10),
  warmupS: Number(process.env.BENCH_WARMUP_S ?? 2),
};
let booking: BookingFigures | undefined;
let shipping: ShippingFigures | undefined;
let used: PlatformCpu = { node: 0, postgres: 0 };
let loadAverage = 0;

function lines(): string[] {
  if (!booking) return [];
  const { figures } = booking;
  const perBooking = (seconds: number) => ((seconds * 1000) / figures.requests).toFixed(2);
  return [
    `Bookings (standalone, ${settings.connections} connections, ${figures.durationS} s): ` +
      `${figures.requestsPerSecond.toFixed(1)}/s (aim ≥ ${BOOKING_AIM.perSecond}), p50 ${figures.latencyP50Ms} ms, ` +
      `p95 ${figures.latencyP95Ms} ms, p99 ${figures.latencyP99Ms} ms (aim < ${BOOKING_AIM.p99Ms})`,
    `  ${figures.requests} measured, ${booking.booked} booked, ${booking.overlaps} overlaps, ` +
      `status codes ${JSON.stringify(figures.statusCodes)}, ${figures.errors} errors`,
    `  CPU per booking: platform Node ${perBooking(used.node)} ms, PostgreSQL ${perBooking(used.postgres)} ms ` +
      `(load average ${loadAverage.toFixed(1)} on ${os.cpus().length} cores)`,
    `  raw single-row INSERTs, same connections: ${booking.rawInserts.insertsPerSecond.toFixed(1)}/s`,
    ...shippingLines({ booking: { shipping } }),
  ];
}

function checkBookings({ figures, overlaps }: Pick<BookingFigures, 'figures' | 'overlaps'>): void {
  if (overlaps > 0 || failedRequests(figures) > 0)
    throw new Error(`${overlaps} overlaps, status codes ${JSON.stringify(figures.statusCodes)}`);
}

await runAlone(
  'booking',
  async (platform) => {
    let before = cpuSeconds(platform.pid);
    booking = await benchBooking(platform.origin, `${platform.pgUrl}/teleplan_schedule`, settings, {
      start: () => (before = cpuSeconds(platform.pid)),
      stop: () => {
        const after = cpuSeconds(platform.pid);
        used = { node: after.node - before.node, postgres: after.postgres - before.postgres };
        loadAverage = os.loadavg()[0]!;
      },
    });
    checkBookings(booking);
    await platform.stop();
    const cleanup = new Cleanup();
    try {
      shipping = await benchShipping(settings, cleanup, (line) => console.error(line));
    } finally {
      await cleanup.run();
    }
    shipping.rounds.forEach(checkBookings);
  },
  lines,
  cpuProfileOptions(),
);
