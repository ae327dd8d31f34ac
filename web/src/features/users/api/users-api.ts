import type {
  Account,
  CompositeProfile,
  CreateStaffBody,
  PatchProfileBody,
  Profile,
} from '@teleplan/proto/accounts';
import type { Page } from '@teleplan/proto/paging';
import type { Role } from '@teleplan/proto/roles';
import { api } from '../../../shared/api/api.ts';
import { withQuery } from '../../../shared/api/query-string.ts';

/** One page of the users list: an RSQL query over accounts' `by-query`, sorted, 20 rows by default. */
export interface UsersPageArgs {
  query: string;
  sort: readonly string[];
  page: number;
  size: number;
}

export const USERS_PAGE_PATH = 'user-profiles/by-query';
export const USERS_EXPORT_PATH = 'user-profiles/by-query/export';

const usersApiWithTags = api.enhanceEndpoints({ addTagTypes: ['User'] });

export const usersApi = usersApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    usersPage: build.query<Page<CompositeProfile>, UsersPageArgs>({
      query: ({ query, sort, page, size }) => withQuery(USERS_PAGE_PATH, { query, sort, page, size }),
      providesTags: (result) => [
        { type: 'User', id: 'LIST' },
        ...(result?.content.map((user) => ({ type: 'User' as const, id: user.profile.id })) ?? []),
      ],
    }),
    /** A staff member with their account (admins and sector managers may read it). */
    compositeUser: build.query<CompositeProfile, string>({
      query: (id) => withQuery('user-profiles/staffs/composite-profiles', { ids: [id] }),
      transformResponse: (answer: CompositeProfile[], _meta, id) => {
        const found = answer.find((user) => user.profile.id === id);
        if (!found) throw new Error('not found');
        return found;
      },
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    /** The profile alone (what a room manager may read of a room user). */
    userProfile: build.query<Profile, string>({
      query: (id) => `user-profiles/profile/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    createUser: build.mutation<CompositeProfile, CreateStaffBody>({
      query: (body) => ({ url: 'user-profiles/create', method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    patchUser: build.mutation<Profile, { id: string; body: PatchProfileBody }>({
      query: ({ id, body }) => ({
        url: `user-profiles/profile/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'User', id },
        { type: 'User', id: 'LIST' },
        { type: 'Profile', id },
      ],
    }),
    grantRole: build.mutation<Account, { id: string; role: Role }>({
      query: ({ id, role }) => ({ url: `accounts/${encodeURIComponent(id)}/roles/${role}`, method: 'PUT' }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'User', id },
        { type: 'User', id: 'LIST' },
      ],
    }),
    revokeRole: build.mutation<Account, { id: string; role: Role }>({
      query: ({ id, role }) => ({
        url: `accounts/${encodeURIComponent(id)}/roles/${role}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'User', id },
        { type: 'User', id: 'LIST' },
      ],
    }),
    deactivateAccount: build.mutation<Account, string>({
      query: (id) => ({ url: `accounts/${encodeURIComponent(id)}/deactivate`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'User', id },
        { type: 'User', id: 'LIST' },
      ],
    }),
    /** Re-enabling is mailing a new activation link: the account stays disabled until the person uses it. */
    resendActivation: build.mutation<null, string>({
      query: (id) => ({
        url: `user-profiles/profiles/${encodeURIComponent(id)}/resend-activation-email`,
        method: 'POST',
      }),
    }),
  }),
});

export const {
  useUsersPageQuery,
  useCompositeUserQuery,
  useUserProfileQuery,
  useCreateUserMutation,
  usePatchUserMutation,
  useGrantRoleMutation,
  useRevokeRoleMutation,
  useDeactivateAccountMutation,
  useResendActivationMutation,
} = usersApi;
