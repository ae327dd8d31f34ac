import { EntitySchema } from 'typeorm';

/** A doctor's consultation duration (minutes) and the notice attached to their appointments. */
export interface DoctorPropertiesRow {
  doctorId: string;
  consultationDuration: number;
  appointmentNotice: string;
  updatedAt: Date;
}

export const DoctorPropertiesEntity = new EntitySchema<DoctorPropertiesRow>({
  name: 'DoctorProperties',
  tableName: 'doctor_properties',
  columns: {
    doctorId: { type: 'uuid', primary: true, name: 'doctor_id' },
    consultationDuration: { type: 'integer', name: 'consultation_duration' },
    appointmentNotice: { type: 'varchar', length: 1000, name: 'appointment_notice' },
    updatedAt: { type: 'timestamptz', name: 'updated_at' },
  },
});

/** A room's preparation duration (minutes) before each appointment. */
export interface RoomPropertiesRow {
  roomId: string;
  prepDuration: number;
  updatedAt: Date;
}

export const RoomPropertiesEntity = new EntitySchema<RoomPropertiesRow>({
  name: 'RoomProperties',
  tableName: 'room_properties',
  columns: {
    roomId: { type: 'uuid', primary: true, name: 'room_id' },
    prepDuration: { type: 'integer', name: 'prep_duration' },
    updatedAt: { type: 'timestamptz', name: 'updated_at' },
  },
});
