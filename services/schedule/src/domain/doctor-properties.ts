import { conflict, notFound } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import {
  CONSULTATION_DURATION,
  type DoctorProperties,
  type DoctorPropertiesBody,
} from '@teleplan/proto/schedule';
import { PeopleRepository } from '../data/people.repository.ts';
import { PropertiesRepository } from '../data/properties.repository.ts';
import { assertDoctorScope } from './owner-scope.ts';
import type { Actor, ScheduleContext } from './context.ts';

const S = MessageCodes.schedule;

export const DOCTOR_DEFAULTS: DoctorProperties = {
  consultationDuration: CONSULTATION_DURATION.default,
  appointmentNotice: '',
};

/** The profile must be known and hold the DOCTOR role; with `mustBeEnabled`, its account enabled too. */
async function assertDoctor(ctx: ScheduleContext, doctorId: string, mustBeEnabled: boolean): Promise<void> {
  const person = await new PeopleRepository(ctx.dataSource.manager).get(doctorId);
  if (!person) throw notFound(S.doctorMissing, 'Unknown profile');
  if (!person.roles.includes('DOCTOR'))
    throw conflict(S.doctorNoRole, 'This profile does not hold the DOCTOR role');
  if (mustBeEnabled && !person.enabled) throw conflict(S.doctorDisabled, 'This doctor is disabled');
}

/**
 * A doctor's properties, created with the defaults on first read. Concurrent first reads all answer the same
 * single row: the insert does nothing when another one won, and the next read sees the winner's commit.
 */
export async function readDoctorProperties(
  ctx: ScheduleContext,
  actor: Actor,
  doctorId: string,
): Promise<DoctorProperties> {
  await assertDoctorScope(ctx.dataSource.manager, actor, doctorId, false);
  const properties = new PropertiesRepository(ctx.dataSource.manager);
  const existing = await properties.doctor(doctorId);
  if (existing) return existing;
  await assertDoctor(ctx, doctorId, false);
  return (
    (await properties.createDoctorDefaults(doctorId, DOCTOR_DEFAULTS)) ?? (await properties.doctor(doctorId))!
  );
}

/** Sets a doctor's properties (the body's rules are checked by its schema). */
export async function saveDoctorProperties(
  ctx: ScheduleContext,
  actor: Actor,
  doctorId: string,
  body: DoctorPropertiesBody,
): Promise<DoctorProperties> {
  await assertDoctorScope(ctx.dataSource.manager, actor, doctorId, true);
  await assertDoctor(ctx, doctorId, true);
  return new PropertiesRepository(ctx.dataSource.manager).saveDoctor(
    doctorId,
    body.consultationDuration,
    body.appointmentNotice ?? null,
    ctx.clock(),
  );
}
