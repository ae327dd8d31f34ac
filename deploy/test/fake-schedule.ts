import type { Room } from '@teleplan/proto/material-resources';
import type { ProvisionAppointmentsBody } from '@teleplan/proto/provisioning';
import type { Appointment, AppointmentView } from '@teleplan/proto/schedule-appointments';
import type { ApiAnswer, ApiCaller, ApiRequest } from '../seed/api-caller.ts';

const MINUTE = 60_000;
const LENGTH_MS = 20 * MINUTE;

export interface FakeSchedule {
  /** What the seeder calls: the rooms and the appointments routes it uses. */
  gateway: ApiCaller;
  /** The schedule service's own address (its provisioning call, the past allowed). */
  schedule: ApiCaller;
  /** The schedule's own clock, also the seeder's. */
  clock: () => Date;
  appointments: Map<string, Appointment>;
  /** Makes the next calls fail as a stopped process would, after `calls` more answered calls. */
  stopAfter(calls: number): void;
  refusals: string[];
}

/**
 * The schedule service as the appointments seeding sees it, in memory: one doctor per room, free unless booked;
 * the cancel rule of the real service (only an absent patient once the appointment is over); a clock that moves
 * `msPerCall` at every call, as a slow first start's does. Ids are UUID v7 made at the clock's time.
 */
export function fakeSchedule(rooms: readonly Room[], start: Date, msPerCall: number): FakeSchedule {
  let now = start.getTime();
  let left = Infinity;
  let made = 0;
  const appointments = new Map<string, Appointment>();
  const refusals: string[] = [];
  const ok = (body: unknown): ApiAnswer => ({ status: 200, body });
  const refuse = (status: number, messageCode: string): ApiAnswer => {
    refusals.push(messageCode);
    return { status, body: { messageCode } };
  };
  const view = (appointment: Appointment): AppointmentView => ({ appointment: { ...appointment } });
  const newId = () => {
    const time = now.toString(16).padStart(12, '0');
    made += 1;
    return `${time.slice(0, 8)}-${time.slice(8)}-7000-8000-${made.toString(16).padStart(12, '0')}`;
  };
  const write = (fields: Partial<Appointment> & Pick<Appointment, 'startTime' | 'doctor'>): Appointment => {
    const startTime = new Date(fields.startTime).toISOString();
    const end = new Date(Date.parse(startTime) + LENGTH_MS).toISOString();
    const appointment = {
      ...fields,
      id: newId(),
      startTime,
      interval: { start: startTime, end, zone: fields.zone },
      paid: false,
      canceled: false,
    } as Appointment;
    appointments.set(appointment.id, appointment);
    return appointment;
  };
  const busy = (doctor: string, startTime: number) =>
    [...appointments.values()].some(
      (a) => !a.canceled && a.doctor === doctor && Math.abs(Date.parse(a.startTime) - startTime) < LENGTH_MS,
    );

  function answer(request: ApiRequest): ApiAnswer {
    const url = new URL(request.path, 'http://fake');
    const q = url.searchParams;
    const path = url.pathname.replace('/api/schedule/appointments', '');
    if (url.pathname === '/api/material-resources/rooms') return ok(rooms);
    if (url.pathname === '/api/schedule/arrangements/find/available-doctors') {
      const doctor = `doctor-${q.get('roomId')}`;
      return ok(busy(doctor, Date.parse(q.get('startTime')!)) ? [] : [{ id: doctor }]);
    }
    if (request.method === 'GET' && path === '') {
      const [from, to] = [Date.parse(q.get('horizonStart')!), Date.parse(q.get('horizonEnd')!)];
      const roomIds = q.get('roomIds')!.split(',');
      return ok(
        [...appointments.values()]
          .filter((a) => roomIds.includes(a.room) && Date.parse(a.interval.end) > from)
          .filter(
            (a) => Date.parse(a.interval.start) < to && (!a.canceled || q.get('includeCanceled') === 'true'),
          )
          .map(view),
      );
    }
    if (request.method === 'POST' && path === '') {
      const body = request.json as Appointment;
      if (Date.parse(body.startTime) < now) return refuse(400, 'schedule.appointment.start_in_past');
      if (busy(body.doctor, Date.parse(body.startTime)))
        return refuse(409, 'schedule.appointment.doctor_busy');
      return { status: 201, body: view(write(body)) };
    }
    const [, id, action] = path.split('/');
    const appointment = appointments.get(id!)!;
    if (request.method === 'PATCH' && action === 'payment') {
      appointment.paid = q.get('paid') === 'true';
      return ok(view(appointment));
    }
    if (request.method === 'DELETE' && action === 'cancel') {
      const { absentPatient } = request.json as { absentPatient?: boolean };
      if (appointment.canceled) return refuse(409, 'schedule.appointment.already_canceled');
      if (!absentPatient && Date.parse(appointment.interval.end) <= now)
        return refuse(409, 'schedule.appointment.already_past');
      appointment.canceled = true;
      appointment.absentPatient = Boolean(absentPatient);
      return ok(view(appointment));
    }
    return refuse(404, `no route ${request.method} ${request.path}`);
  }

  /** POST internal/appointments: each booked with the room's doctor unless busy, its outcome given. */
  function provision(request: ApiRequest): ApiAnswer {
    if (request.method !== 'POST' || request.path !== '/internal/appointments')
      return refuse(404, `no route ${request.method} ${request.path}`);
    const body = request.json as ProvisionAppointmentsBody;
    const ids = body.appointments.map((item) => {
      const doctor = `doctor-${item.room}`;
      if (busy(doctor, Date.parse(item.startTime))) return null;
      const { doctorPick: _pick, paid, cancel, ...fields } = item;
      const appointment = write({ ...fields, doctor, zone: item.zone ?? 'Europe/Paris' });
      appointment.paid = paid;
      if (cancel) {
        appointment.canceled = true;
        appointment.absentPatient = cancel.absentPatient;
      }
      return appointment.id;
    });
    return ok({ ids });
  }

  /** A call as a running process answers it: the clock moves, and a stopped process answers nothing. */
  const calls =
    (handle: (request: ApiRequest) => ApiAnswer): ApiCaller =>
    async (request) => {
      if (left-- <= 0) throw new Error('the process stopped');
      now += msPerCall;
      return handle(request);
    };

  return {
    gateway: calls(answer),
    schedule: calls(provision),
    clock: () => new Date(now),
    appointments,
    stopAfter(calls) {
      left = calls;
    },
    refusals,
  };
}
