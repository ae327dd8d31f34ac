import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextRestartDelay, Supervisor, type ExitReport } from '../distributed/supervisor.ts';

/** A stand-in service: says it is up, and on SIGTERM drains for a moment before exiting 0. */
const SERVICE = `
process.stdout.write('up\\n');
process.on('SIGTERM', () => setTimeout(() => { process.stdout.write('drained\\n'); process.exit(0); }, 150));
setInterval(() => {}, 1000);
`;
const CRASHES_AT_ONCE = 'process.exit(3)';

interface Fake {
  start: () => ChildProcess;
  /** Every process started, in order, with what it wrote. */
  started: { child: ChildProcess; output: string[] }[];
}

function fake(script: string): Fake {
  const started: Fake['started'] = [];
  return {
    started,
    start: () => {
      const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
      const output: string[] = [];
      child.stdout!.on('data', (chunk: Buffer) => output.push(...chunk.toString().trim().split('\n')));
      started.push({ child, output });
      return child;
    },
  };
}

const isUp = (fake: Fake, index: number) => fake.started[index]?.output.includes('up') === true;
const SHORT = { initialMs: 20, maxMs: 80, resetAfterMs: 60_000 };

let supervisor: Supervisor | undefined;
afterEach(async () => {
  await supervisor?.stop();
  supervisor = undefined;
});

describe('the distributed platform keeps its processes running', () => {
  it('restarts a killed service and leaves the others running as they were', async () => {
    const exits: ExitReport[] = [];
    supervisor = new Supervisor({ backoff: SHORT, onExit: (report) => exits.push(report) });
    const schedule = fake(SERVICE);
    const accounts = fake(SERVICE);
    supervisor.add('schedule', schedule.start);
    supervisor.add('accounts', accounts.start);
    await vi.waitFor(() => expect(isUp(schedule, 0) && isUp(accounts, 0)).toBe(true), { timeout: 10_000 });
    const killed = supervisor.current('schedule')!.pid;
    const other = supervisor.current('accounts')!.pid;

    schedule.started[0]!.child.kill('SIGKILL');

    await vi.waitFor(() => expect(isUp(schedule, 1)).toBe(true), { timeout: 10_000 });
    expect(supervisor.current('schedule')!.pid).not.toBe(killed);
    expect(supervisor.current('accounts')!.pid).toBe(other);
    expect(accounts.started).toHaveLength(1);
    expect(exits).toEqual([
      expect.objectContaining({ name: 'schedule', signal: 'SIGKILL', restartInMs: SHORT.initialMs }),
    ]);
  });

  it('waits longer after each crash of a crash loop, up to the maximum', async () => {
    const exits: ExitReport[] = [];
    supervisor = new Supervisor({ backoff: SHORT, onExit: (report) => exits.push(report) });
    supervisor.add('licenses', fake(CRASHES_AT_ONCE).start);

    await vi.waitFor(() => expect(exits.length).toBeGreaterThanOrEqual(4), { timeout: 10_000 });
    expect(exits.slice(0, 4).map((exit) => [exit.code, exit.restartInMs])).toEqual([
      [3, 20],
      [3, 40],
      [3, 80],
      [3, 80],
    ]);
  });

  it('stops every process only when told, each given SIGTERM and time to drain', async () => {
    const exits: ExitReport[] = [];
    supervisor = new Supervisor({ backoff: SHORT, drainMs: 5_000, onExit: (report) => exits.push(report) });
    const services = [fake(SERVICE), fake(SERVICE)];
    services.forEach((service, n) => supervisor!.add(`service-${n}`, service.start));
    await vi.waitFor(() => expect(services.every((service) => isUp(service, 0))).toBe(true), {
      timeout: 10_000,
    });
    const ended = services.map(({ started }) => once(started[0]!.child, 'exit'));

    await supervisor.stop();

    expect(await Promise.all(ended)).toEqual([
      [0, null],
      [0, null],
    ]);
    for (const service of services) {
      expect(service.started).toHaveLength(1);
      expect(service.started[0]!.output).toContain('drained');
    }
    expect(exits).toEqual([]);
  });

  it('cancels a restart that is waiting when the platform is stopped', async () => {
    supervisor = new Supervisor({ backoff: { ...SHORT, initialMs: 60_000 } });
    const crashing = fake(CRASHES_AT_ONCE);
    supervisor.add('notification', crashing.start);
    await once(crashing.started[0]!.child, 'exit');

    await supervisor.stop();

    expect(supervisor.current('notification')).toBeUndefined();
    expect(crashing.started).toHaveLength(1);
  });
});

describe('the restart back-off', () => {
  const policy = { initialMs: 500, maxMs: 30_000, resetAfterMs: 60_000 };

  it('starts at half a second, doubles after short runs and stops at 30 s', () => {
    const delays: number[] = [];
    let previous: number | undefined;
    for (let n = 0; n < 9; n++) delays.push((previous = nextRestartDelay(policy, previous, 1_000)));
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('starts again from half a second after a process stayed up a minute', () => {
    expect(nextRestartDelay(policy, 30_000, 60_000)).toBe(500);
    expect(nextRestartDelay(policy, 30_000, 59_999)).toBe(30_000);
  });
});
