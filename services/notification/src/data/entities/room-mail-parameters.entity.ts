import { EntitySchema } from 'typeorm';

export interface RoomMailParametersRow {
  roomId: string;
  active: boolean;
  subject: string;
  /** As typed in the room's form; never rendered here, sanitised when a mail is built from it. */
  contentHtml: string;
  updatedAt: Date;
}

export const RoomMailParametersEntity = new EntitySchema<RoomMailParametersRow>({
  name: 'RoomMailParameters',
  tableName: 'room_mail_parameters',
  columns: {
    roomId: { type: 'uuid', primary: true, name: 'room_id' },
    active: { type: 'boolean' },
    subject: { type: 'varchar', length: 1000 },
    contentHtml: { type: 'text', name: 'content_html' },
    updatedAt: { type: 'timestamptz', name: 'updated_at' },
  },
});
