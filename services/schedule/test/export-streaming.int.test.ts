import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@teleplan/kit/testing/wait-for';
import { startSchedule, type Harness } from './harness.ts';
import { buildWorld, caller, exportQuery, type World } from './export-fixtures.ts';

/** Exports over a real socket: PostgreSQL's COPY streams to the client, and stops when the client goes away. */
const ROWS = 60_000;
let h: Harness;
let w: World;
let base: string;
let token: string;
const RANGE = exportQuery('2020-01-01T00:00:00.000Z', '2032-01-01T00:00:00.000Z');

beforeAll(async () => {
  h = await startSchedule();
  w = await buildWorld(h);
  // Long names (the longest the replica keeps) and comments make about 30 MB of CSV, more than the sockets on the
  // way can hold, so an export is still running when its client stops reading.
  const room = await h.room({ name: 'S'.repeat(100), sectorIds: [], managerId: null });
  const sector = await h.sector({ name: 'C'.repeat(100) });
  // Bulk rows for volume only (one every 30 minutes from 2020 on): what the export writes is tested elsewhere.
  await h.service.dataSource.query(
    `INSERT INTO appointment (id, room_id, sector_id, doctor_id, patient_id, start_time, consultation_end, end_time, zone_id,
       comment)
     SELECT gen_random_uuid(), $1, $2, $3, $4, t, t + interval '20 minutes', t + interval '30 minutes', 'Europe/Paris',
       repeat('x', 150)
     FROM generate_series(1, $5::int) AS i, LATERAL (SELECT timestamptz '2020-01-01 00:00Z' + i * interval '30 minutes' AS t) s`,
    [room.id, sector.id, w.doctorA.id, w.patient.id, ROWS],
  );
  await h.service.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(h.service.app.server.address() as AddressInfo).port}/api/schedule`;
  const admin = caller(w, 'ADMIN')!;
  token = await h.service.issuer.token(admin.id, admin.role);
});

afterAll(async () => {
  await h?.close();
});

function runningCopies(): Promise<number> {
  return h.service.dataSource
    .query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND query LIKE 'COPY (%'`,
    )
    .then((rows) => rows[0]!.n);
}

/** Starts an export and stops reading once a megabyte arrived; resolves with the COPYs running then. */
function openExport(): Promise<{ running: number; hangUp: () => void }> {
  return new Promise((resolve, reject) => {
    const request = get(
      `${base}/export/appointments${RANGE}`,
      { headers: { authorization: `Bearer ${token}` } },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`export answered ${response.statusCode}`));
        // Past the header, which is sent before PostgreSQL may even have the query.
        let received = 0;
        const onData = (chunk: Buffer) => {
          received += chunk.length;
          if (received < 1_000_000) return;
          response.off('data', onData);
          response.pause();
          runningCopies().then((running) => resolve({ running, hangUp: () => request.destroy() }), reject);
        };
        response.on('data', onData);
      },
    );
    request.on('error', (error) => {
      if ((error as { code?: string }).code !== 'ECONNRESET') reject(error);
    });
  });
}

const noCopyLeft = () =>
  waitFor('the abandoned COPY to end', async () => (await runningCopies()) === 0, { timeoutMs: 10_000 });

describe('a streamed export', () => {
  it('sends every row of a large export', async () => {
    const response = await fetch(`${base}/export/appointments${RANGE}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    let lines = 0;
    for await (const chunk of response.body!)
      for (const byte of chunk as Uint8Array) if (byte === 10) lines += 1;
    expect(lines).toBe(ROWS + 1);
  });

  it('ends the query on the server when the client goes away, and gives its connection back', async () => {
    // More abandoned exports than the pool has connections: a leak would leave the next call waiting forever.
    for (let i = 0; i < 7; i += 1) {
      const download = await openExport();
      expect(download.running).toBe(1);
      download.hangUp();
      await noCopyLeft();
    }
    const response = await fetch(
      `${base}/export/appointments${exportQuery('2020-01-01T00:00:00.000Z', '2020-01-02T00:00:00.000Z')}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(response.status).toBe(200);
    expect((await response.text()).split('\r\n')).toHaveLength(1 + 47 + 1);
  });

  it('refuses an export beyond four at once with 429, and takes one again once a download ends', async () => {
    const downloads = [];
    for (let i = 0; i < 4; i += 1) downloads.push(await openExport());
    expect(downloads.map((d) => d.running)).toEqual([1, 2, 3, 4]);
    const refused = await fetch(`${base}/export/appointments${RANGE}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { messageCode: string }).messageCode).toBe(
      'common.request.rate_limited',
    );
    downloads.pop()!.hangUp();
    await waitFor('a slot to come back', async () => (await runningCopies()) === 3, { timeoutMs: 10_000 });
    const next = await openExport();
    expect(next.running).toBe(4);
    for (const download of [...downloads, next]) download.hangUp();
    await noCopyLeft();
  });
});
