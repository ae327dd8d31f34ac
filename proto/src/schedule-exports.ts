import { Type, type Static } from 'typebox';
import { Instant, OwnerTypeSchema, Uuid, UuidList, Zone } from './schedule-common.ts';

/**
 * Exports and calendar feeds (docs/scheduling-rules.md#exports). Paths, under `schedule/`:
 * - `GET export/appointments` (ExportQuery) → text/csv; charset=utf-8, BOM, `;` separator, French headers
 * - `GET export/c15-appointments` (C15ExportQuery) → text/csv, the appointments flagged fromC15
 * - `GET calendar-feeds?ownerType=&owner=` → CalendarFeed[] (the caller's view of the owner's feeds)
 * - `POST calendar-feeds` (NewCalendarFeed, with an optional label) → 201 CalendarFeedCreated (the secret URL is shown once)
 * - `DELETE calendar-feeds/{id}` → 204 (revoked: the URL answers 404 from then on)
 * - `GET ical/{secret}.ics` (no token: the secret is the credential) → text/calendar
 */

export const ExportQuerySchema = Type.Object(
  {
    from: Instant,
    to: Instant,
    zone: Type.Optional(Zone),
    sectorIds: Type.Optional(UuidList),
    roomIds: Type.Optional(UuidList),
    doctorIds: Type.Optional(UuidList),
  },
  { additionalProperties: false },
);
export type ExportQuery = Static<typeof ExportQuerySchema>;

export const C15ExportQuerySchema = Type.Object(
  { from: Instant, to: Instant, zone: Type.Optional(Zone), sectorIds: Type.Optional(UuidList) },
  { additionalProperties: false },
);
export type C15ExportQuery = Static<typeof C15ExportQuerySchema>;

/** A feed's optional name, to tell the calendar programs subscribed apart ('Téléphone', 'Outlook du cabinet'). */
export const FEED_LABEL_MAX = 60;

export const CalendarFeedSchema = Type.Object({
  id: Uuid,
  ownerType: OwnerTypeSchema,
  owner: Uuid,
  label: Type.Union([Type.String(), Type.Null()]),
  createdAt: Instant,
});
export type CalendarFeed = Static<typeof CalendarFeedSchema>;

export const CalendarFeedCreatedSchema = Type.Object({
  feed: CalendarFeedSchema,
  /** The path to subscribe to, relative to the site root: `/api/schedule/ical/<secret>.ics`. */
  url: Type.String(),
});
export type CalendarFeedCreated = Static<typeof CalendarFeedCreatedSchema>;

export const CalendarFeedListQuerySchema = Type.Object(
  { ownerType: OwnerTypeSchema, owner: Uuid },
  { additionalProperties: false },
);
export type CalendarFeedListQuery = Static<typeof CalendarFeedListQuerySchema>;

/** A blank label is kept as none; the label is trimmed. */
export const NewCalendarFeedSchema = Type.Object(
  {
    ownerType: OwnerTypeSchema,
    owner: Uuid,
    label: Type.Optional(Type.String({ maxLength: FEED_LABEL_MAX })),
  },
  { additionalProperties: false },
);
export type NewCalendarFeed = Static<typeof NewCalendarFeedSchema>;

export const CalendarFeedParamsSchema = Type.Object({ id: Uuid }, { additionalProperties: false });
export type CalendarFeedParams = Static<typeof CalendarFeedParamsSchema>;

/** `GET ical/{file}`: the file is `<secret>.ics`; anything else answers 404 like an unknown secret. */
export const IcalParamsSchema = Type.Object({ file: Type.String({ maxLength: 100 }) });
export type IcalParams = Static<typeof IcalParamsSchema>;
