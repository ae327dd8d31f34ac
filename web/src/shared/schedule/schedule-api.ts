import type {
  AppointmentHistoryQuery,
  AppointmentListQuery,
  AppointmentMove,
  AppointmentView,
  AvailableDoctor,
  AvailableDoctorsQuery,
  CalendarAppointment,
  CalendarAppointmentQuery,
  CancelBody,
  NewAppointment,
} from '@teleplan/proto/schedule-appointments';
import type {
  AvailabilityBody,
  AvailabilityByOwner,
  AvailabilityDeleteBody,
} from '@teleplan/proto/schedule-availability';
import type { OwnerType } from '@teleplan/proto/schedule-common';
import type {
  CalendarFeed,
  CalendarFeedCreated,
  CalendarFeedListQuery,
  NewCalendarFeed,
} from '@teleplan/proto/schedule-exports';
import type {
  BookableQuery,
  BookableTimeline,
  MedicalPresence,
  MedicalPresenceQuery,
  Saturation,
  StepsByOwner,
  TimelineQuery,
} from '@teleplan/proto/schedule-timelines';
import { api } from '../api/api.ts';
import { withQuery, type QueryParams } from '../api/query-string.ts';

const scheduleBase = api.enhanceEndpoints({
  addTagTypes: ['Appointments', 'Availability', 'Timelines', 'CalendarFeeds'],
});

/**
 * The `Idempotency-Key` of one user action on an appointment: made when the action is sent (the user confirmed),
 * carried by the request RTK Query builds once for it, so the base query's retry (after a refreshed token) sends
 * the same key, and the schedule service answers a retry of a write that already committed with its first answer.
 */
const actionKey = (kept?: string) => ({ 'Idempotency-Key': kept ?? randomKey() });

/**
 * A key a screen keeps for one attempt of a booking and sends again when the person confirms the same booking
 * again (after a failure that may hide a commit: the network, a 5xx), so the server answers with the first result.
 */
export const newAttemptKey = () => randomKey();

/** A booking, with the key of its attempt when the screen keeps one (else one made for this request). */
export type BookingRequest = NewAppointment & { attemptKey?: string };

// crypto.randomUUID exists in secure contexts only (https, localhost): a platform opened over plain http on a
// local address still books, with 128 random bits from getRandomValues.
const randomKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
        byte.toString(16).padStart(2, '0'),
      ).join('');

const ownerPath = (ownerType: OwnerType) => (ownerType === 'DOCTOR' ? 'doctors' : 'rooms');
const asParams = (query: object) => query as QueryParams;

export interface AvailabilityArgs {
  ownerType: OwnerType;
  ownerIds: string[];
  from: string;
  to: string;
  zone?: string;
}

/**
 * The schedule service's calls (contracts in `@teleplan/proto/schedule-*`), shared by the availability,
 * calendar, booking and agenda screens. Any change of an appointment or a slot refreshes the lists and timelines.
 */
export const scheduleApi = scheduleBase.injectEndpoints({
  endpoints: (build) => ({
    appointments: build.query<AppointmentView[], AppointmentListQuery>({
      query: (query) => withQuery('schedule/appointments', asParams(query)),
      providesTags: ['Appointments'],
    }),
    /** What a calendar draws of its appointments (a fifth of the views' size); the panel reads the whole view. */
    calendarAppointments: build.query<CalendarAppointment[], CalendarAppointmentQuery>({
      query: (query) => withQuery('schedule/appointments/calendar', asParams(query)),
      providesTags: ['Appointments'],
    }),
    appointmentHistory: build.query<AppointmentView[], AppointmentHistoryQuery>({
      query: (query) => withQuery('schedule/appointments/history', asParams(query)),
      providesTags: ['Appointments'],
    }),
    appointment: build.query<AppointmentView, string>({
      query: (id) => `schedule/appointments/${encodeURIComponent(id)}`,
      providesTags: ['Appointments'],
    }),
    bookAppointment: build.mutation<AppointmentView, BookingRequest>({
      query: ({ attemptKey, ...body }) => ({
        url: 'schedule/appointments?withDetails=true',
        method: 'POST',
        body,
        headers: actionKey(attemptKey),
      }),
      invalidatesTags: ['Appointments', 'Timelines'],
    }),
    moveAppointment: build.mutation<AppointmentView, { id: string; move: AppointmentMove }>({
      query: ({ id, move }) => ({
        url: `schedule/appointments/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: move,
        headers: actionKey(),
      }),
      invalidatesTags: ['Appointments', 'Timelines'],
    }),
    setPaid: build.mutation<AppointmentView, { id: string; paid: boolean }>({
      query: ({ id, paid }) => ({
        url: withQuery(`schedule/appointments/${encodeURIComponent(id)}/payment`, { paid: String(paid) }),
        method: 'PATCH',
        headers: actionKey(),
      }),
      invalidatesTags: ['Appointments'],
    }),
    cancelAppointment: build.mutation<AppointmentView, { id: string; cancel: CancelBody }>({
      query: ({ id, cancel }) => ({
        url: `schedule/appointments/${encodeURIComponent(id)}/cancel`,
        method: 'DELETE',
        body: cancel,
        headers: actionKey(),
      }),
      invalidatesTags: ['Appointments', 'Timelines'],
    }),
    availableDoctors: build.query<AvailableDoctor[], AvailableDoctorsQuery>({
      query: (query) => withQuery('schedule/arrangements/find/available-doctors', asParams(query)),
      providesTags: ['Appointments', 'Availability'],
    }),
    availability: build.query<Record<string, AvailabilityByOwner>, AvailabilityArgs>({
      query: ({ ownerType, ownerIds, from, to, zone }) =>
        withQuery(`schedule/availabilities/${ownerPath(ownerType)}`, {
          from,
          to,
          zone,
          groupByOwner: 'true',
          [ownerType === 'DOCTOR' ? 'doctorIds' : 'roomIds']: ownerIds,
        }),
      providesTags: ['Availability'],
    }),
    addAvailability: build.mutation<AvailabilityByOwner, { ownerType: OwnerType; body: AvailabilityBody }>({
      query: ({ ownerType, body }) => ({
        url: `schedule/availabilities/${ownerPath(ownerType)}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Availability', 'Timelines'],
    }),
    deleteAvailability: build.mutation<null, { ownerType: OwnerType; body: AvailabilityDeleteBody }>({
      query: ({ ownerType, body }) => ({
        url: `schedule/availabilities/${ownerPath(ownerType)}`,
        method: 'DELETE',
        body,
      }),
      invalidatesTags: ['Availability', 'Timelines'],
    }),
    roomTimelines: build.query<StepsByOwner, TimelineQuery>({
      query: (query) => withQuery('schedule/timeline/rooms', asParams(query)),
      providesTags: ['Timelines'],
    }),
    doctorTimelines: build.query<StepsByOwner, TimelineQuery>({
      query: (query) => withQuery('schedule/timeline/doctors', asParams(query)),
      providesTags: ['Timelines'],
    }),
    bookableTimeline: build.query<BookableTimeline, BookableQuery>({
      query: (query) => withQuery('schedule/timeline/rooms/bookable', asParams(query)),
      providesTags: ['Timelines'],
    }),
    busySectors: build.query<StepsByOwner, TimelineQuery>({
      query: (query) => withQuery('schedule/timeline/sectors/busy', asParams(query)),
      providesTags: ['Timelines'],
    }),
    medicalPresence: build.query<MedicalPresence, MedicalPresenceQuery>({
      query: (query) => withQuery('schedule/timeline/medical-presence', asParams(query)),
      providesTags: ['Timelines'],
    }),
    sectorSaturation: build.query<Saturation[], TimelineQuery>({
      query: (query) => withQuery('schedule/stats/sectors/saturation', asParams(query)),
      providesTags: ['Timelines'],
    }),
    calendarFeeds: build.query<CalendarFeed[], CalendarFeedListQuery>({
      query: (owner) => withQuery('schedule/calendar-feeds', asParams(owner)),
      providesTags: ['CalendarFeeds'],
    }),
    createCalendarFeed: build.mutation<CalendarFeedCreated, NewCalendarFeed>({
      query: (body) => ({ url: 'schedule/calendar-feeds', method: 'POST', body }),
      invalidatesTags: ['CalendarFeeds'],
    }),
    revokeCalendarFeed: build.mutation<null, string>({
      query: (id) => ({ url: `schedule/calendar-feeds/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['CalendarFeeds'],
    }),
  }),
});

export const {
  useAppointmentsQuery,
  useCalendarAppointmentsQuery,
  useAppointmentHistoryQuery,
  useAppointmentQuery,
  useBookAppointmentMutation,
  useMoveAppointmentMutation,
  useSetPaidMutation,
  useCancelAppointmentMutation,
  useAvailableDoctorsQuery,
  useAvailabilityQuery,
  useAddAvailabilityMutation,
  useDeleteAvailabilityMutation,
  useRoomTimelinesQuery,
  useDoctorTimelinesQuery,
  useBookableTimelineQuery,
  useBusySectorsQuery,
  useMedicalPresenceQuery,
  useSectorSaturationQuery,
  useCalendarFeedsQuery,
  useCreateCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
} = scheduleApi;
