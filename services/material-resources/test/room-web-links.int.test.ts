import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoomWebLinks1796000000003 } from '../src/data/migrations/0003-room-web-links.ts';
import { startResources, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startResources();
});
afterAll(async () => h?.close());

async function migrate(direction: 'up' | 'down'): Promise<void> {
  const runner = h.service.dataSource.createQueryRunner();
  try {
    await new RoomWebLinks1796000000003()[direction](runner);
  } finally {
    await runner.release();
  }
}

const linksOf = async (id: string) =>
  (
    await h.service.dataSource.query<{ url: string | null; dpi_url: string | null }[]>(
      'SELECT url, dpi_url FROM room WHERE id = $1',
      [id],
    )
  )[0];

describe('room links migration', () => {
  it('clears the non-web links stored before, keeps the http(s) ones, and then refuses any other', async () => {
    const { sector } = await h.sector();
    const kept = await h.room([sector.id], {
      url: 'HTTPS://visio.example.org/a',
      dpiUrl: 'http://dpi.example.org',
    });
    const bad = await h.room([sector.id]);
    await migrate('down');
    await h.service.dataSource.query('UPDATE room SET url = $2, dpi_url = $3 WHERE id = $1', [
      bad.id,
      'javascript:alert(1)',
      'file:///etc/passwd',
    ]);
    await migrate('up');

    expect(await linksOf(kept.id)).toEqual({
      url: 'HTTPS://visio.example.org/a',
      dpi_url: 'http://dpi.example.org',
    });
    expect(await linksOf(bad.id)).toEqual({ url: null, dpi_url: null });
    for (const column of ['url', 'dpi_url'])
      await expect(
        h.service.dataSource.query(`UPDATE room SET ${column} = 'vbscript:msgbox(1)' WHERE id = $1`, [
          bad.id,
        ]),
      ).rejects.toThrow(/room_(dpi_)?url_web/);
  });
});
