import type { OwnerType } from '@teleplan/proto/schedule-common';
import type { FeedEvent } from '../data/calendar-feeds.repository.ts';
import { escapeText, foldLine, utcDateTime } from './ical-text.ts';

/** How often calendar programs are asked to fetch the feed again (seconds). */
export const FEED_REFRESH_SECONDS = 3600;

/**
 * What DTEND means, said in each event's DESCRIPTION and in the calendar's description: a doctor's feed ends with
 * the consultation (as the doctor's calendar), a room's once the room is prepared again (as the CSV export).
 */
export const END_MEANING: Record<OwnerType, string> = {
  DOCTOR: 'Fin : fin de la consultation, préparation de la salle non comprise',
  ROOM: 'Fin : salle de nouveau prête, préparation de la salle comprise',
};

const text = (name: string, value: string) => foldLine(`${name}:${escapeText(value)}`);
const line = (name: string, value: string) => foldLine(`${name}:${value}`);
const minutes = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 60_000);

function renderEvent(ownerType: OwnerType, event: FeedEvent): string {
  const other = ownerType === 'DOCTOR' ? event.roomName : event.doctorName;
  const end = ownerType === 'DOCTOR' ? event.consultationEnd : event.roomReady;
  return [
    'BEGIN:VEVENT\r\n',
    line('UID', event.id),
    line('SEQUENCE', String(event.sequence)),
    line('DTSTAMP', utcDateTime(event.updatedAt)),
    line('LAST-MODIFIED', utcDateTime(event.updatedAt)),
    line('DTSTART', utcDateTime(event.start)),
    line('DTEND', utcDateTime(end)),
    text('SUMMARY', other ? `Consultation — ${other}` : 'Consultation'),
    event.roomName ? text('LOCATION', event.roomName) : '',
    text(
      'DESCRIPTION',
      ownerType === 'DOCTOR'
        ? `${END_MEANING.DOCTOR}.`
        : `${END_MEANING.ROOM} (${minutes(event.consultationEnd, event.roomReady)} min).`,
    ),
    'END:VEVENT\r\n',
  ].join('');
}

/**
 * One feed as iCalendar text (RFC 5545): a VEVENT per appointment, UID = the appointment id (a moved appointment
 * stays the same event, its SEQUENCE grown), times in UTC, every TEXT value escaped and every line folded. The
 * feed leaves the platform, so no patient and no comment: a doctor's feed names the room, a room's the doctor.
 */
export function renderFeed(ownerType: OwnerType, ownerName: string, events: readonly FeedEvent[]): string {
  const name = `Teleplan — ${ownerName}`;
  return [
    'BEGIN:VCALENDAR\r\n',
    line('VERSION', '2.0'),
    line('PRODID', '-//Teleplan//Agenda//FR'),
    line('CALSCALE', 'GREGORIAN'),
    line('METHOD', 'PUBLISH'),
    text('NAME', name),
    text('X-WR-CALNAME', name),
    text('X-WR-CALDESC', `${END_MEANING[ownerType]}.`),
    line('REFRESH-INTERVAL;VALUE=DURATION', `PT${FEED_REFRESH_SECONDS / 3600}H`),
    line('X-PUBLISHED-TTL', `PT${FEED_REFRESH_SECONDS / 3600}H`),
    ...events.map((event) => renderEvent(ownerType, event)),
    'END:VCALENDAR\r\n',
  ].join('');
}
