import type { NotificationPreferences, NotificationPreferencesBody } from '@teleplan/proto/notification';
import { api } from '../api/api.ts';
import { retryWhileReplicaLags } from '../api/replica-retry.ts';

/**
 * The notification service learns new profiles from accounts' events, a moment after accounts answers: the
 * preferences of a patient just created can meet this refusal, and are saved again a few times.
 */
const UNKNOWN_PROFILE = 'notification.profile.unknown';

const base = api.enhanceEndpoints({ addTagTypes: ['NotificationPreferences'] });
const path = (action: string, profileId: string) =>
  `notification/notifications/${action}-notifications-parameters/${encodeURIComponent(profileId)}`;

/**
 * A profile's notification preferences (the patient form, the doctor settings). A profile whose preferences
 * were never saved reads as null (the service answers 404 `notification.preferences.missing`): the first save
 * then adds them, later saves update them.
 */
export const notificationPreferencesApi = base.injectEndpoints({
  endpoints: (build) => ({
    notificationPreferences: build.query<NotificationPreferences | null, string>({
      async queryFn(profileId, _api, _extra, baseQuery) {
        const result = await baseQuery(path('get', profileId));
        if (result.error?.status === 404) return { data: null };
        if (result.error) return { error: result.error };
        return { data: result.data as NotificationPreferences };
      },
      providesTags: (_result, _error, profileId) => [{ type: 'NotificationPreferences', id: profileId }],
    }),
    saveNotificationPreferences: build.mutation<
      NotificationPreferences,
      { profileId: string; exists: boolean; body: NotificationPreferencesBody }
    >({
      async queryFn({ profileId, exists, body }, _api, _extra, baseQuery) {
        const save = () =>
          baseQuery({ url: path(exists ? 'update' : 'add', profileId), method: 'POST', body });
        const result = await retryWhileReplicaLags(save, UNKNOWN_PROFILE);
        return result.error ? { error: result.error } : { data: result.data as NotificationPreferences };
      },
      invalidatesTags: (_result, _error, { profileId }) => [
        { type: 'NotificationPreferences', id: profileId },
      ],
    }),
  }),
});

export const { useNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } =
  notificationPreferencesApi;
