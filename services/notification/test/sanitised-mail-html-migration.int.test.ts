import { afterAll, beforeAll, expect, it } from 'vitest';
import { SanitisedMailHtml1796000000003 } from '../src/data/migrations/0003-sanitised-mail-html.ts';
import { startNotification, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startNotification();
});
afterAll(async () => h?.close());

it('sanitises the mail contents saved before they were sanitised on write, and leaves safe ones alone', async () => {
  const unsafe = await h.room(null, []);
  const safe = await h.room(null, []);
  // As an older version stored them: exactly as typed.
  await h.service.dataSource.query(
    `INSERT INTO room_mail_parameters (room_id, active, subject, content_html, updated_at)
     VALUES ($1, true, 'Merci', $2, now()), ($3, true, 'Merci', $4, now())`,
    [
      unsafe,
      '<p>Merci<script>alert(1)</script><img src=x onerror="window.__xss=1"></p>',
      safe,
      '<p><em>Merci</em></p>',
    ],
  );
  const runner = h.service.dataSource.createQueryRunner();
  try {
    await new SanitisedMailHtml1796000000003().up(runner);
  } finally {
    await runner.release();
  }
  const rows = await h.service.dataSource.query<{ room_id: string; content_html: string }[]>(
    'SELECT room_id, content_html FROM room_mail_parameters WHERE room_id = ANY($1) ORDER BY room_id',
    [[unsafe, safe]],
  );
  expect(Object.fromEntries(rows.map((row) => [row.room_id, row.content_html]))).toEqual({
    [unsafe]: '<p>Merci</p>',
    [safe]: '<p><em>Merci</em></p>',
  });
});
