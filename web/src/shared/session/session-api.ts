import type { Role } from '@teleplan/proto/roles';
import { api } from '../api/api.ts';
import { webTokenOf, type WebToken } from '../api/token-client.ts';
import { rememberRole } from './role-memory.ts';
import { tokenReceived } from './session-slice.ts';

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Role switch: a new token acting as another granted role; the role is remembered for reloads. */
    switchRole: build.mutation<WebToken | null, Role>({
      query: (role) => ({ url: 'authenticator/impersonate', method: 'POST', params: { targetRole: role } }),
      // The mutation's result stays in the store: only the access token goes there, never a refresh token.
      transformResponse: webTokenOf,
      async onQueryStarted(role, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(tokenReceived(data.access_token));
        rememberRole(role);
      },
    }),
  }),
});

export const { useSwitchRoleMutation } = sessionApi;
