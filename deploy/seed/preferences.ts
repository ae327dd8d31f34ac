import type { ApiCaller } from './api-caller.ts';
import { inParallel, type SeedSession } from './session.ts';

export interface PreferencesContext {
  session: SeedSession;
  gateway: ApiCaller;
  token: string;
}

export interface WantedPreferences {
  label: string;
  profileId: string;
  acceptingEmail: boolean;
  acceptingSms: boolean;
}

const BASE = '/api/notification/notifications';
const AT_ONCE = 4;

/**
 * Gives notification preferences to the demo people who have chosen some; preferences that exist are left
 * as they are (an add answers 409). The last person's are read first: when they accept anything (a profile
 * never saved reads as both off), the stage was done before.
 */
export async function seedPreferences(
  context: PreferencesContext,
  people: readonly WantedPreferences[],
): Promise<void> {
  const { session, gateway, token } = context;
  const last = people.at(-1);
  if (!last) return;
  const marker = await session.callOnceReplicated(
    gateway,
    { method: 'GET', path: `${BASE}/get-notifications-parameters/${last.profileId}`, token },
    [200],
  );
  const chosen = marker.body as { acceptingEmail: boolean; acceptingSms: boolean };
  if (chosen.acceptingEmail || chosen.acceptingSms) return;
  await inParallel(people, AT_ONCE, async ({ label, profileId, acceptingEmail, acceptingSms }) => {
    const answer = await session.callOnceReplicated(
      gateway,
      {
        method: 'POST',
        path: `${BASE}/add-notifications-parameters/${profileId}`,
        token,
        json: { acceptingEmail, acceptingSms },
      },
      [201, 409],
    );
    if (answer.status === 201) session.report.created.push(`notification preferences of ${label}`);
  });
}
