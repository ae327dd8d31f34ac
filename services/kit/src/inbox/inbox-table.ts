import { EntitySchema, type MigrationInterface, type QueryRunner } from 'typeorm';

/** An event a consumer has handled; its key makes a second delivery of the same event a no-op. */
export interface InboxEvent {
  eventId: string;
  consumer: string;
  handledAt: Date;
}

export const InboxEventEntity = new EntitySchema<InboxEvent>({
  name: 'InboxEvent',
  tableName: 'inbox_event',
  columns: {
    eventId: { name: 'event_id', type: 'uuid', primary: true },
    consumer: { type: 'text', primary: true },
    handledAt: { name: 'handled_at', type: 'timestamptz', default: () => 'now()' },
  },
});

/** Add to the service's own entity list. */
export const inboxEntities = [InboxEventEntity];

/** Add to the service's own migration list (its timestamp sorts it before any service migration). */
export class InboxMigration1700000000200 implements MigrationInterface {
  name = 'InboxMigration1700000000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE inbox_event (
        event_id uuid NOT NULL,
        consumer text NOT NULL,
        handled_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, consumer)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE inbox_event');
  }
}
