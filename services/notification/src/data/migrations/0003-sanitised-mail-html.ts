import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sanitizeMailHtml } from '../../mail/mail-html.ts';

/** Contents saved before they were sanitised on write go through the same sanitiser, so none stored keeps script. */
export class SanitisedMailHtml1796000000003 implements MigrationInterface {
  name = 'SanitisedMailHtml1796000000003';

  async up(db: QueryRunner): Promise<void> {
    const rows = (await db.query('SELECT room_id, content_html FROM room_mail_parameters')) as {
      room_id: string;
      content_html: string;
    }[];
    for (const row of rows) {
      const safe = sanitizeMailHtml(row.content_html);
      if (safe !== row.content_html)
        await db.query('UPDATE room_mail_parameters SET content_html = $2 WHERE room_id = $1', [
          row.room_id,
          safe,
        ]);
    }
  }

  async down(): Promise<void> {
    // What was removed is gone on purpose.
  }
}
