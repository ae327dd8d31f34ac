import ical from 'ical-generator';
import type { OwnerType } from '@teleplan/proto/schedule-common';
import type { FeedEvent } from '../data/calendar-feeds.repository.ts';

/** How often calendar programs are asked to fetch the feed again (seconds). */
export const FEED_REFRESH_SECONDS = 3600;

/**
 * One feed as iCalendar text: a VEVENT per appointment, UID = the appointment id (a moved appointment stays
 * the same event), times in UTC. The feed leaves the platform, so no patient and no comment: a doctor's feed
 * names the room, a room's names the doctor.
 */
export function renderFeed(ownerType: OwnerType, ownerName: string, events: readonly FeedEvent[]): string {
  const calendar = ical({
    name: `Teleplan — ${ownerName}`,
    prodId: { company: 'Teleplan', product: 'Agenda', language: 'FR' },
    ttl: FEED_REFRESH_SECONDS,
  });
  for (const event of events) {
    const other = ownerType === 'DOCTOR' ? event.roomName : event.doctorName;
    calendar.createEvent({
      id: event.id,
      start: event.start,
      end: event.end,
      stamp: event.updatedAt,
      summary: other ? `Consultation — ${other}` : 'Consultation',
      location: event.roomName,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves it off.
  return `${calendar.toString()}\r\n`;
}
