import { v7 as uuidv7 } from 'uuid';
import type { CreatePatientBody, Profile } from '@teleplan/proto/accounts';
import { AccountEvents } from '@teleplan/proto/events';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { ProfileRow } from '../data/entities/profile.entity.ts';
import { ProfilesRepository } from '../data/profiles.repository.ts';
import { isUniqueViolation } from '../data/unique-violation.ts';
import type { AccountsContext } from './context.ts';
import { assertTimeZone, DEFAULT_ZONE, emailTaken, emptyToNull, languageOf } from './rules.ts';
import { toProfile } from './snapshots.ts';
import { inTransaction } from './unit-of-work.ts';

const EXISTING = MessageCodes.userProfiles.existingMail;

/**
 * A patient profile (staff false, no account: patients do not sign in yet). An email another profile holds is
 * a 409 whose first sub-error carries that profile's id, so the caller can offer to reuse it.
 */
export async function createPatient(ctx: AccountsContext, body: CreatePatientBody): Promise<Profile> {
  const zone = body.zone ?? DEFAULT_ZONE;
  assertTimeZone(zone);
  const language = languageOf(body.language);
  const email = emptyToNull(body.email)?.toLowerCase() ?? null;
  try {
    return await inTransaction(ctx, async (work) => {
      const profiles = new ProfilesRepository(work.manager);
      if (email) {
        const existing = await profiles.findByEmail(email);
        if (existing) throw emailTaken(EXISTING, existing.id);
      }
      const profile: ProfileRow = {
        id: uuidv7(),
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        email,
        telephoneNumber: emptyToNull(body.telephoneNumber),
        sex: body.sex,
        zone,
        language,
        staff: false,
        createdAt: work.now,
        updatedAt: work.now,
      };
      await profiles.insert(profile);
      const current = toProfile(profile, false);
      await work.emit(AccountEvents.profileCreated, { current });
      return current;
    });
  } catch (error) {
    if (!isUniqueViolation(error) || !email) throw error;
    throw emailTaken(EXISTING, (await new ProfilesRepository(ctx.dataSource.manager).findByEmail(email))?.id);
  }
}
