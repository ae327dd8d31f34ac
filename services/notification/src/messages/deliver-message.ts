import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import type { Clock } from '@teleplan/kit/clock';
import { evaluationLinkPath } from '@teleplan/proto/schedule-evaluations';
import { AppointmentsRepository, type AppointmentReplica } from '../data/appointments.repository.ts';
import { MessagesRepository, type MessageRow } from '../data/messages.repository.ts';
import { PeopleRepository, type PersonContact } from '../data/people.repository.ts';
import { PreferencesRepository } from '../data/preferences.repository.ts';
import { RoomMailParametersRepository } from '../data/room-mail-parameters.repository.ts';
import { RoomsRepository } from '../data/rooms.repository.ts';
import { mailHtmlAsText, sanitizeMailHtml } from '../mail/mail-html.ts';
import { isOneHeaderLine } from '../mail/mail-subject.ts';
import { DeliveryFailure } from './delivery-failure.ts';
import type { EvaluationTokens } from './evaluation-tokens.ts';
import { formatWhen, virtualPlace, writeMessage } from './message-texts.ts';
import type { PatientMailer } from './patient-mailer.ts';
import { isStale } from './plan-messages.ts';
import type { SmsProvider } from './sms-provider.ts';

/** What sending a patient's message needs. */
export interface Messaging {
  dataSource: DataSource;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: PatientMailer;
  sms: SmsProvider;
  evaluations: EvaluationTokens;
  /** The web app's address, for the satisfaction link. */
  publicUrl: string;
}

/** The message's content for its channel: a mail (subject, text, html) or an SMS (text). */
interface Content {
  subject: string | null;
  text: string;
  html: string;
}

/** A message not to send, and why (kept in the log). */
class Skip extends Error {}

async function satisfactionLink(m: Messaging, appointmentId: string): Promise<string> {
  const token = await m.evaluations.tokenFor(appointmentId);
  if (token === null) throw new Skip('No survey link: the appointment is canceled or was already evaluated');
  return `${m.publicUrl.replace(/\/+$/, '')}${evaluationLinkPath(token)}`;
}

async function compose(
  m: Messaging,
  message: MessageRow,
  appointment: AppointmentReplica,
  contact: PersonContact,
): Promise<Content> {
  const manager = m.dataSource.manager;
  if (message.kind === 'POST_APPOINTMENT') {
    const parameters = await new RoomMailParametersRepository(manager).get(appointment.roomId);
    if (!parameters?.active) throw new Skip("The room's post-appointment mail is no longer active");
    const subject = parameters.subject.trim();
    // Checked again here: a row saved before the rules (or by hand) must not inject headers.
    if (!subject || !isOneHeaderLine(subject))
      throw new DeliveryFailure("The room's post-appointment mail subject is not one header line", false);
    const html = sanitizeMailHtml(parameters.contentHtml);
    return { subject, html, text: mailHtmlAsText(html) };
  }
  const room = await new RoomsRepository(manager).place(appointment.roomId);
  const when = formatWhen(appointment.startTime, contact.zone, contact.language);
  const satisfactionUrl = message.kind === 'SATISFACTION' ? await satisfactionLink(m, appointment.id) : null;
  const written = writeMessage(message.kind, contact.language, {
    firstName: contact.firstName,
    ...when,
    zone: contact.zone,
    roomName: room?.name ?? '',
    place: room?.virtual ? virtualPlace(contact.language) : (room?.address ?? ''),
    videoUrl: room?.url ?? null,
    satisfactionUrl,
  });
  return message.channel === 'SMS'
    ? { subject: null, text: written.sms, html: '' }
    : { subject: written.subject, text: written.text, html: written.html };
}

/**
 * Sends one recorded message, checking first that it still holds: the appointment as it is now (a reminder for
 * a moved or canceled appointment is skipped), the patient still accepting the channel and reachable on it.
 * Answers 'retry' when a transient failure leaves it PENDING for the queue's next attempt (never on the last
 * one, which marks it FAILED); 'done' otherwise, whatever the outcome written in the log.
 */
export async function deliverMessage(
  m: Messaging,
  messageId: string,
  lastAttempt: boolean,
): Promise<'done' | 'retry'> {
  const manager = m.dataSource.manager;
  const messages = new MessagesRepository(manager);
  const message = await messages.get(messageId);
  if (!message || message.status !== 'PENDING') return 'done';
  await messages.attempt(message.id, m.clock());
  let recipient: string | null = null;
  try {
    const appointment = await new AppointmentsRepository(manager).get(message.appointmentId);
    if (isStale(message.kind, message.revision, appointment) || !appointment)
      throw new Skip('The appointment changed or was canceled since this message was planned');
    if (
      message.kind === 'BOOKING_CANCELLATION' &&
      !(await messages.told(message.appointmentId, message.channel))
    )
      throw new Skip('The patient was never told of this appointment on this channel');
    const preferences = await new PreferencesRepository(manager).get(message.patientId);
    const accepted = message.channel === 'EMAIL' ? preferences?.acceptingEmail : preferences?.acceptingSms;
    if (!accepted) throw new Skip('The patient no longer accepts this channel');
    const contact = await new PeopleRepository(manager).contact(message.patientId);
    recipient = (message.channel === 'EMAIL' ? contact?.email : contact?.telephoneNumber) ?? null;
    if (!contact || !recipient) throw new Skip('The patient has no address for this channel');
    const content = await compose(m, message, appointment, contact);
    if (message.channel === 'EMAIL')
      await m.mailer.send({ ...content, kind: message.kind, to: recipient, subject: content.subject ?? '' });
    else await m.sms.send({ kind: message.kind, to: recipient, text: content.text });
    await messages.sent(message.id, { recipient, subject: content.subject, body: content.text }, m.clock());
    m.log.info({ messageId, kind: message.kind, channel: message.channel }, 'patient message sent');
    return 'done';
  } catch (error) {
    if (error instanceof Skip) {
      await messages.settle(message.id, 'SKIPPED', error.message, m.clock(), recipient);
      return 'done';
    }
    const failure =
      error instanceof DeliveryFailure
        ? error
        : new DeliveryFailure('The message could not be written', true);
    if (!(error instanceof DeliveryFailure))
      m.log.error({ err: error, messageId }, 'patient message failed unexpectedly');
    const retry = failure.transient && !lastAttempt;
    await messages.settle(message.id, retry ? 'PENDING' : 'FAILED', failure.message, m.clock(), recipient);
    return retry ? 'retry' : 'done';
  }
}
