import { EntitySchema, type MigrationInterface, type QueryRunner } from 'typeorm';
import type { EventEnvelope } from '@teleplan/proto/events';

/** One event written by a service in the same transaction as the change it announces. */
export interface OutboxEvent {
  id: string;
  type: string;
  /** The whole envelope, as it goes on the bus. */
  payload: EventEnvelope;
  createdAt: Date;
  /** Set once the broker confirmed the event; null while it waits. */
  sentAt: Date | null;
  /** Failed publish attempts so far. */
  attempts: number;
}

export const OutboxEventEntity = new EntitySchema<OutboxEvent>({
  name: 'OutboxEvent',
  tableName: 'outbox_event',
  columns: {
    id: { type: 'uuid', primary: true },
    type: { type: 'text' },
    payload: { type: 'jsonb' },
    createdAt: { name: 'created_at', type: 'timestamptz', default: () => 'now()' },
    sentAt: { name: 'sent_at', type: 'timestamptz', nullable: true },
    attempts: { type: 'integer', default: 0 },
  },
});

/** Add to the service's own entity list. */
export const outboxEntities = [OutboxEventEntity];

/** Add to the service's own migration list (its timestamp sorts it before any service migration). */
export class OutboxMigration1700000000100 implements MigrationInterface {
  name = 'OutboxMigration1700000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE outbox_event (
        id uuid PRIMARY KEY,
        type text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        attempts integer NOT NULL DEFAULT 0
      )`);
    // The relay only ever looks for unsent rows, oldest first.
    await queryRunner.query(
      'CREATE INDEX outbox_event_unsent ON outbox_event (created_at, id) WHERE sent_at IS NULL',
    );
    await queryRunner.query(
      'CREATE INDEX outbox_event_sent_at ON outbox_event (sent_at) WHERE sent_at IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE outbox_event');
  }
}
