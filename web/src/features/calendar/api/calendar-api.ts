import type { CompositeProfile } from '@teleplan/proto/accounts';
import type { RoomDetails } from '@teleplan/proto/material-resources';
import type { Page } from '@teleplan/proto/paging';
import { api } from '../../../shared/api/api.ts';

/** Every doctor, for the multi-doctor view's chooser (admins only, like the page). */
const DOCTORS_QUERY = { query: 'roles==DOCTOR', size: '999', sort: 'lastName,asc' };

/** What the calendars read outside the schedule service: the room shown, the doctors to choose from. */
export const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    calendarRoom: build.query<RoomDetails, string>({
      query: (id) => `material-resources/get-room-details/${encodeURIComponent(id)}`,
    }),
    calendarDoctors: build.query<Page<CompositeProfile>, undefined>({
      query: () => ({ url: 'user-profiles/by-query', params: DOCTORS_QUERY }),
    }),
  }),
});

export const { useCalendarRoomQuery, useCalendarDoctorsQuery } = calendarApi;
