import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../app/store.ts';
import { fakeAccessToken } from '../../testing/fake-token.ts';
import { json, mockFetch, route } from '../../testing/fetch-mock.ts';
import { tokenReceived } from '../session/session-slice.ts';
import { notificationPreferencesApi } from './notification-preferences-api.ts';

const ID = '0190a0b0-0000-7000-8000-0000000000c1';
const ADD = `/api/notification/notifications/add-notifications-parameters/${ID}`;

function storeOf() {
  const store = createAppStore();
  store.dispatch(tokenReceived(fakeAccessToken('ROOM_USER')));
  return store;
}

describe('notification preferences API', () => {
  it('reads never-saved preferences as null', async () => {
    mockFetch(
      route('GET', `/api/notification/notifications/get-notifications-parameters/${ID}`, () =>
        json(404, { messageCode: 'notification.preferences.missing' }),
      ),
    );
    const result = await storeOf().dispatch(
      notificationPreferencesApi.endpoints.notificationPreferences.initiate(ID),
    );
    expect(result.data).toBeNull();
  });

  it('tries again while the notification service does not know the new profile yet', async () => {
    let tries = 0;
    const { calls } = mockFetch(
      route('POST', ADD, () => {
        tries += 1;
        return tries < 3
          ? json(404, { messageCode: 'notification.profile.unknown' })
          : json(201, { profileId: ID, acceptingEmail: true, acceptingSms: false });
      }),
    );
    const result = await storeOf().dispatch(
      notificationPreferencesApi.endpoints.saveNotificationPreferences.initiate({
        profileId: ID,
        exists: false,
        body: { acceptingEmail: true, acceptingSms: false },
      }),
    );
    expect(result.data).toEqual({ profileId: ID, acceptingEmail: true, acceptingSms: false });
    expect(calls.filter((c) => c.url.pathname === ADD)).toHaveLength(3);
  });

  it('does not try again after another refusal', async () => {
    const { calls } = mockFetch(
      route('POST', ADD, () => json(400, { messageCode: 'notification.preferences.no_email' })),
    );
    const result = await storeOf().dispatch(
      notificationPreferencesApi.endpoints.saveNotificationPreferences.initiate({
        profileId: ID,
        exists: false,
        body: { acceptingEmail: true, acceptingSms: false },
      }),
    );
    expect(result.error).toMatchObject({ status: 400 });
    expect(calls).toHaveLength(1);
  });
});
