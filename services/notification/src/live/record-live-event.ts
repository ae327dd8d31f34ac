import { onEvent } from '@teleplan/kit/inbox/consume-events';
import { AppointmentEventPayloadSchema } from '@teleplan/proto/schedule-events';
import { PeopleRepository } from '../data/people.repository.ts';
import { LiveEventsRepository } from './live-events.repository.ts';
import { liveRecordOf } from './live-record.ts';

/**
 * The durable consumer's part of the live feed: each appointment event recorded once in the history, whence
 * every replica catches up what its broadcast missed and browsers replay after a reconnection. The title is
 * the patient's name as the people replica knows it then ('' if it does not yet).
 */
export const recordLiveEvent = onEvent(AppointmentEventPayloadSchema, async (payload, manager, event) => {
  const patientName = await new PeopleRepository(manager).fullName(payload.current.patient);
  await new LiveEventsRepository(manager).record(liveRecordOf(event, payload, patientName));
});
