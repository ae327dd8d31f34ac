import type { Profile } from '@teleplan/proto/accounts';
import { api } from '../api/api.ts';

/** The connected person's profile (name shown in the header and on the home page). */
export const currentProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<Profile, string>({
      query: (id) => `accounts/profile/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Profile', id }],
    }),
  }),
});

export const { useProfileQuery } = currentProfileApi;

export function displayName(profile: Pick<Profile, 'firstName' | 'lastName'> | undefined): string {
  return profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
}
