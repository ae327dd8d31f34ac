import pg from 'pg';
import { JOB_SCHEMA } from '@teleplan/notification/messages/message-queue';
import { postgresUrl } from '../../standalone/postgres-own-group.ts';

/**
 * Time passes for a planned message: its job becomes due now (the job's id is the message's), as the notification
 * service's own tests do; the message is then sent as it would be at its time.
 */
export async function messageDueNow(port: number, appointmentId: string, kind: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl(port, 'teleplan_notification') });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `UPDATE ${JOB_SCHEMA}.job SET start_after = now() WHERE id IN
         (SELECT id FROM message WHERE appointment_id = $1 AND kind = $2)`,
      [appointmentId, kind],
    );
    if (!rowCount) throw new Error(`no ${kind} message planned for ${appointmentId}`);
  } finally {
    await client.end();
  }
}
