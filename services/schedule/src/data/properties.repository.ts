import type { EntityManager } from 'typeorm';
import type { DoctorProperties, RoomProperties } from '@teleplan/proto/schedule';

/** Doctor and room properties. Creating defaults never overwrites and never duplicates (primary key). */
export class PropertiesRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  async doctor(doctorId: string): Promise<DoctorProperties | null> {
    const [row] = await this.manager.query<DoctorProperties[]>(
      `SELECT consultation_duration AS "consultationDuration", appointment_notice AS "appointmentNotice"
         FROM doctor_properties WHERE doctor_id = $1`,
      [doctorId],
    );
    return row ?? null;
  }

  /** Inserts `defaults` unless the doctor has properties; answers them when this call inserted them. */
  async createDoctorDefaults(doctorId: string, defaults: DoctorProperties): Promise<DoctorProperties | null> {
    const [row] = await this.manager.query<DoctorProperties[]>(
      `INSERT INTO doctor_properties (doctor_id, consultation_duration, appointment_notice) VALUES ($1, $2, $3)
       ON CONFLICT (doctor_id) DO NOTHING
       RETURNING consultation_duration AS "consultationDuration", appointment_notice AS "appointmentNotice"`,
      [doctorId, defaults.consultationDuration, defaults.appointmentNotice],
    );
    return row ?? null;
  }

  /** Creates or replaces; a null notice keeps the stored one (empty on creation). */
  async saveDoctor(
    doctorId: string,
    consultationDuration: number,
    appointmentNotice: string | null,
    now: Date,
  ): Promise<DoctorProperties> {
    const [row] = await this.manager.query<DoctorProperties[]>(
      `INSERT INTO doctor_properties (doctor_id, consultation_duration, appointment_notice, updated_at)
       VALUES ($1, $2, coalesce($3::varchar, ''), $4)
       ON CONFLICT (doctor_id) DO UPDATE SET consultation_duration = EXCLUDED.consultation_duration,
         appointment_notice = coalesce($3::varchar, doctor_properties.appointment_notice), updated_at = $4
       RETURNING consultation_duration AS "consultationDuration", appointment_notice AS "appointmentNotice"`,
      [doctorId, consultationDuration, appointmentNotice, now],
    );
    return row!;
  }

  async room(roomId: string): Promise<RoomProperties | null> {
    const [row] = await this.manager.query<RoomProperties[]>(
      'SELECT prep_duration AS "prepDuration" FROM room_properties WHERE room_id = $1',
      [roomId],
    );
    return row ?? null;
  }

  async createRoomDefaults(roomId: string, defaults: RoomProperties): Promise<RoomProperties | null> {
    const [row] = await this.manager.query<RoomProperties[]>(
      `INSERT INTO room_properties (room_id, prep_duration) VALUES ($1, $2)
       ON CONFLICT (room_id) DO NOTHING RETURNING prep_duration AS "prepDuration"`,
      [roomId, defaults.prepDuration],
    );
    return row ?? null;
  }

  async saveRoom(roomId: string, prepDuration: number, now: Date): Promise<RoomProperties> {
    const [row] = await this.manager.query<RoomProperties[]>(
      `INSERT INTO room_properties (room_id, prep_duration, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (room_id) DO UPDATE SET prep_duration = EXCLUDED.prep_duration, updated_at = $3
       RETURNING prep_duration AS "prepDuration"`,
      [roomId, prepDuration, now],
    );
    return row!;
  }
}
