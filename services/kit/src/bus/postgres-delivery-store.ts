import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import type { EventEnvelope } from '@teleplan/proto/events';
import { decodeEnvelope, encodeEnvelope } from './envelope-codec.ts';
import type { DeliveryStore, ParkedDelivery, StoredDelivery } from './delivery-store.ts';

interface Row {
  body: string;
  parked_reason: string | null;
  parked_at: Date | null;
  parked_attempts: number;
  redrives: number;
}

/**
 * The in-process bus's queues in PostgreSQL (the standalone mode's own `teleplan_bus` database): what the
 * broker's durable queues are to the distributed mode, so a stop loses no event still retrying or parked.
 */
export class PostgresDeliveryStore implements DeliveryStore {
  private readonly dataSource: DataSource;

  constructor(dataSource: DataSource) {
    this.dataSource = dataSource;
  }

  async add(consumers: readonly string[], event: EventEnvelope): Promise<void> {
    // A publish repeated (the outbox could not mark the first one sent) keeps the copy already waiting.
    await this.dataSource.query(
      `INSERT INTO bus_delivery (consumer, event_id, type, body)
       SELECT consumer, $2, $3, $4 FROM unnest($1::text[]) AS consumer
       ON CONFLICT (consumer, event_id) DO NOTHING`,
      [consumers, event.id, event.type, encodeEnvelope(event).toString('utf8')],
    );
  }

  /**
   * Handled copies leave together: the marks of one turn of the event loop go in one statement, one statement at
   * a time, so a burst of events (a seed, a redrive) does not queue a statement per copy on the bus's small pool.
   * A copy whose mark is lost with the process comes back at the next start, where the consumer's inbox makes its
   * second handling a no-op.
   */
  handled(consumer: string, eventId: string): Promise<void> {
    this.marks.push({ consumer, eventId });
    this.nextDelete ??= this.lastDelete
      .then(() => new Promise((resolve) => setImmediate(resolve)))
      .then(() => this.deleteMarked());
    return this.nextDelete;
  }

  private marks: { consumer: string; eventId: string }[] = [];
  private nextDelete: Promise<void> | undefined;
  private lastDelete: Promise<void> = Promise.resolve();

  private async deleteMarked(): Promise<void> {
    const marks = this.marks;
    this.marks = [];
    this.nextDelete = undefined;
    const deleting = this.dataSource.query(
      `DELETE FROM bus_delivery d USING unnest($1::text[], $2::uuid[]) AS m(consumer, event_id)
       WHERE d.consumer = m.consumer AND d.event_id = m.event_id`,
      [marks.map((mark) => mark.consumer), marks.map((mark) => mark.eventId)],
    );
    this.lastDelete = deleting.then(
      () => undefined,
      () => undefined,
    );
    await deleting;
  }

  async park(consumer: string, eventId: string, parked: ParkedDelivery): Promise<void> {
    await this.dataSource.query(
      `UPDATE bus_delivery SET parked_reason = $3, parked_at = $4, parked_attempts = $5, redrives = $6
       WHERE consumer = $1 AND event_id = $2`,
      [consumer, eventId, parked.reason, parked.at, parked.attempts, parked.redrives],
    );
  }

  async unpark(consumer: string, eventId: string): Promise<void> {
    await this.dataSource.query(
      'UPDATE bus_delivery SET parked_reason = NULL, parked_at = NULL WHERE consumer = $1 AND event_id = $2',
      [consumer, eventId],
    );
  }

  async waiting(consumer: string, types: readonly string[]): Promise<StoredDelivery[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT body, parked_reason, parked_at, parked_attempts, redrives FROM bus_delivery
       WHERE consumer = $1 AND type = ANY($2::text[]) ORDER BY created_at, event_id`,
      [consumer, types],
    );
    return rows.map((row) => ({
      event: decodeEnvelope(Buffer.from(row.body, 'utf8')),
      ...(row.parked_reason !== null && {
        parked: {
          reason: row.parked_reason,
          at: row.parked_at!,
          attempts: row.parked_attempts,
          redrives: row.redrives,
        },
      }),
    }));
  }
}

/** The bus database's one table: one row per event and consumer until that consumer has handled it. */
export class DeliveryStoreMigration1700000000400 implements MigrationInterface {
  name = 'DeliveryStoreMigration1700000000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE bus_delivery (
        consumer text NOT NULL,
        event_id uuid NOT NULL,
        type text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        parked_reason text,
        parked_at timestamptz,
        parked_attempts integer NOT NULL DEFAULT 0,
        redrives integer NOT NULL DEFAULT 0,
        PRIMARY KEY (consumer, event_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE bus_delivery');
  }
}
