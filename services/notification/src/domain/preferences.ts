import { badRequest, conflict, forbidden, notFound } from '@teleplan/kit/errors';
import type { Actor } from '@teleplan/kit/auth/actor';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { NotificationPreferences, NotificationPreferencesBody } from '@teleplan/proto/notification';
import type { NotificationPreferencesRow } from '../data/entities/notification-preferences.entity.ts';
import type { PersonRow } from '../data/entities/person.entity.ts';
import { PeopleRepository } from '../data/people.repository.ts';
import { PreferencesRepository } from '../data/preferences.repository.ts';
import type { NotificationContext } from './context.ts';
import { mayEditProfile, mayReadPreferences } from './permissions.ts';

const N = MessageCodes.notification;

const toPreferences = (row: NotificationPreferencesRow): NotificationPreferences => ({
  profileId: row.profileId,
  acceptingEmail: row.acceptingEmail,
  acceptingSms: row.acceptingSms,
});

async function knownPerson(ctx: NotificationContext, profileId: string): Promise<PersonRow> {
  const person = await new PeopleRepository(ctx.dataSource.manager).get(profileId);
  if (!person) throw notFound(N.profileUnknown, 'No profile with this id');
  return person;
}

/** Refuses what the profile cannot receive: mails without an email, SMS without a phone number. */
function assertReachable(person: PersonRow, body: NotificationPreferencesBody): void {
  if (body.acceptingEmail && !person.email)
    throw badRequest(N.preferencesNoEmail, 'This profile has no email to receive mails');
  if (body.acceptingSms && !person.hasTelephone)
    throw badRequest(N.preferencesNoTelephone, 'This profile has no phone number to receive SMS');
}

async function editablePerson(ctx: NotificationContext, actor: Actor, profileId: string): Promise<PersonRow> {
  const person = await knownPerson(ctx, profileId);
  if (!mayEditProfile(actor, person))
    throw forbidden(N.preferencesUnauthorized, "You may not change this profile's notifications");
  return person;
}

export async function getPreferences(
  ctx: NotificationContext,
  actor: Actor,
  profileId: string,
): Promise<NotificationPreferences> {
  const person = await knownPerson(ctx, profileId);
  if (!mayReadPreferences(actor, person))
    throw forbidden(N.preferencesUnauthorized, "You may not read this profile's notifications");
  const row = await new PreferencesRepository(ctx.dataSource.manager).get(profileId);
  // Nobody chose yet: nothing is sent to this profile, which is what "both off" says.
  return row ? toPreferences(row) : { profileId, acceptingEmail: false, acceptingSms: false };
}

/** add-notifications-parameters: the first preferences of a profile (409 when it has some). */
export async function addPreferences(
  ctx: NotificationContext,
  actor: Actor,
  profileId: string,
  body: NotificationPreferencesBody,
): Promise<NotificationPreferences> {
  assertReachable(await editablePerson(ctx, actor, profileId), body);
  const row = { profileId, ...body, updatedAt: ctx.clock() };
  if (!(await new PreferencesRepository(ctx.dataSource.manager).insert(row)))
    throw conflict(N.preferencesExisting, 'This profile has notification preferences already');
  return toPreferences(row);
}

/**
 * update-notifications-parameters: changes the preferences of a profile, saving them the first time as well (a
 * profile without any reads as both off, so a form may update what it was shown).
 */
export async function updatePreferences(
  ctx: NotificationContext,
  actor: Actor,
  profileId: string,
  body: NotificationPreferencesBody,
): Promise<NotificationPreferences> {
  assertReachable(await editablePerson(ctx, actor, profileId), body);
  const row = { profileId, ...body, updatedAt: ctx.clock() };
  await new PreferencesRepository(ctx.dataSource.manager).save(row);
  return toPreferences(row);
}
