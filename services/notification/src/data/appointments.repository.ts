import type { EntityManager } from 'typeorm';
import { olderThan, type EventVersion } from '@teleplan/kit/db/event-version';

const VERSION = { at: 'at', id: 'event_id' };

/** An appointment as the patients' messages need it: who, where, when, and whether it still holds. */
export interface AppointmentReplica {
  id: string;
  roomId: string;
  patientId: string;
  startTime: Date;
  consultationEnd: Date;
  zone: string;
  canceled: boolean;
  deleted: boolean;
}

interface RawAppointment {
  id: string;
  room_id: string;
  patient_id: string;
  start_time: Date;
  consultation_end: Date;
  zone: string;
  canceled: boolean;
  deleted: boolean;
}

/** The local replica of schedule's appointments; written only by the event handlers. */
export class AppointmentsRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  async get(id: string): Promise<AppointmentReplica | null> {
    const rows = await this.manager.query<RawAppointment[]>(
      `SELECT id, room_id, patient_id, start_time, consultation_end, zone, canceled, deleted
       FROM appointment WHERE id = $1`,
      [id],
    );
    const raw = rows[0];
    return raw
      ? {
          id: raw.id,
          roomId: raw.room_id,
          patientId: raw.patient_id,
          startTime: raw.start_time,
          consultationEnd: raw.consultation_end,
          zone: raw.zone,
          canceled: raw.canceled,
          deleted: raw.deleted,
        }
      : null;
  }

  /** Applies a snapshot unless a newer one was applied already; answers whether it was applied. */
  async apply(appointment: AppointmentReplica, version: EventVersion): Promise<boolean> {
    const rows = await this.manager.query<unknown[]>(
      `INSERT INTO appointment (id, room_id, patient_id, start_time, consultation_end, zone, canceled, deleted,
         at, event_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (id) DO UPDATE SET room_id = EXCLUDED.room_id, patient_id = EXCLUDED.patient_id,
         start_time = EXCLUDED.start_time, consultation_end = EXCLUDED.consultation_end, zone = EXCLUDED.zone,
         canceled = EXCLUDED.canceled, deleted = EXCLUDED.deleted, at = EXCLUDED.at, event_id = EXCLUDED.event_id
       WHERE ${olderThan('appointment', '$9', '$10', VERSION)}
       RETURNING id`,
      [
        appointment.id,
        appointment.roomId,
        appointment.patientId,
        appointment.startTime,
        appointment.consultationEnd,
        appointment.zone,
        appointment.canceled,
        appointment.deleted,
        version.at,
        version.eventId,
      ],
    );
    return rows.length > 0;
  }
}
