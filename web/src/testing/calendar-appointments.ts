import type { AppointmentView, CalendarAppointment } from '@teleplan/proto/schedule-appointments';
import { json, route, type Handler } from './fetch-mock.ts';

/** What the schedule service's calendar list answers of a view: the times, the doctor, the patient's name. */
export function calendarItemOf(view: AppointmentView): CalendarAppointment {
  const { appointment, patient } = view;
  return {
    id: appointment.id,
    doctor: appointment.doctor,
    start: appointment.startTime,
    end: appointment.interval.end,
    consultationEnd: appointment.consultationInterval.end,
    title: patient ? `${patient.firstName} ${patient.lastName}`.trim() : '',
  };
}

/**
 * The schedule service as the calendars read it: the calendar list of the live `views()` and each view alone
 * (`GET /api/schedule/appointments/{id}`, 404 for another id).
 */
export function calendarAppointmentRoutes(views: () => readonly AppointmentView[]): Handler[] {
  const live = () => views().filter((view) => !view.appointment.canceled && !view.appointment.deleted);
  return [
    route('GET', '/api/schedule/appointments/calendar', () => json(200, live().map(calendarItemOf))),
    (call) => {
      const id = /^\/api\/schedule\/appointments\/([^/]+)$/.exec(call.url.pathname)?.[1];
      if (call.method !== 'GET' || !id || id === 'calendar' || id === 'history') return undefined;
      const view = views().find((one) => one.appointment.id === id);
      return view
        ? json(200, view)
        : json(404, { messageCode: 'schedule.appointment.missing', message: 'Unknown appointment' });
    },
  ];
}
